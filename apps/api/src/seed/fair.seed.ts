// Seeds the trade fairs.
import type { Database } from '../db/database';
import { fairs } from '../db/schema';
import { FAIRS } from './data/users';
import type { Seeder } from './core/seeder';

export const fairSeeder: Seeder = {
  name: 'fairs',
  table: fairs,
  async seed(db: Database) {
    await db.insert(fairs).values(FAIRS);
    return FAIRS.length;
  },
};
