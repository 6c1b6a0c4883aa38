// Seeds the header's top banners and the home page's banners.
import type { Database } from '../../db/database';
import { banners } from '../../db/schema';
import type { Seeder } from '../core/seeder';
import { BANNERS, HOME_BANNERS } from './data/banners';

export const bannerSeeder: Seeder = {
  name: 'banners',
  table: banners,
  async seed(db: Database) {
    const rows = [...BANNERS, ...HOME_BANNERS.map((banner) => banner.row)];
    await db.insert(banners).values(rows);
    return rows.length;
  },
};
