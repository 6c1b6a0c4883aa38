// Seeds the header's top banners.
import type { Database } from '../../db/database';
import { banners } from '../../db/schema';
import type { Seeder } from '../seeder';
import { BANNERS } from './data/banners';

export const bannerSeeder: Seeder = {
  name: 'banners',
  table: banners,
  async seed(db: Database) {
    await db.insert(banners).values([...BANNERS]);
    return BANNERS.length;
  },
};
