// The words of the product descriptions per language: the vocabulary the typo-tolerant search corrects
// a mistyped word against ("spagetti" → "spaghetti"). A few thousand rows whatever the catalogue's size,
// so its trigram index answers in well under a millisecond, where a trigram search over every
// description costs tens of milliseconds at 100,000 products. Filled by triggers on `products`
// (migration 0007): inserts add their words, description updates add the new ones.
import { index, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core';

export const searchWords = pgTable(
  'search_words',
  {
    language: varchar('language', { length: 2 }).notNull(),
    word: text('word').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.language, t.word] }),
    index('search_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops')),
  ],
);
