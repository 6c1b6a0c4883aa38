// The header's top banners (spec §2): a text with a link and an icon at the left, centre and right.
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';

export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    tipo: varchar('tipo', { length: 10 }).notNull(),
    textIt: text('text_it').notNull(),
    textEn: text('text_en').notNull(),
    /** Where the banner leads: a shop path, a tel:/mailto: link or an external URL; '' for none. */
    link: text('link').notNull().default(''),
    /** Icon or image path ('' for a text-only banner). */
    image: text('image').notNull().default(''),
    position: integer('position').notNull().default(1),
    active: boolean('active').notNull().default(true),
  },
  (t) => [check('banners_tipo_ck', sql`${t.tipo} in ('topleft', 'topcenter', 'topright')`)],
);

export type BannerRow = typeof banners.$inferSelect;
export type NewBannerRow = typeof banners.$inferInsert;
