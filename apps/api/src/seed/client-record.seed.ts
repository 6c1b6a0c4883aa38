// Seeds what fills the demo client records: contacts, notes (by seeded staff users) and open items.
import type { Database } from '../db/database';
import { clientContacts, clientNotes, receivables } from '../db/schema';
import { shopDay } from '../kernel/shop-calendar';
import { CONTACTS, NOTES, RECEIVABLES } from './data/client-records';
import { USERS } from './data/users';
import type { Seeder } from './core/seeder';
import { seededUserIds } from './user.seed';

const DAY = 86_400_000;

export const clientContactSeeder: Seeder = {
  name: 'client contacts',
  table: clientContacts,
  async seed(db: Database) {
    await db
      .insert(clientContacts)
      .values(CONTACTS.map(({ client, ...contact }) => ({ clientCode: client, ...contact })));
    return CONTACTS.length;
  },
};

export const clientNoteSeeder: Seeder = {
  name: 'client notes',
  table: clientNotes,
  async seed(db: Database) {
    const ids = await seededUserIds(db);
    const now = Date.now();
    await db.insert(clientNotes).values(
      NOTES.map((note) => {
        const author = USERS.find((user) => user.username === note.author);
        return {
          clientCode: note.client,
          authorUserId: ids.get(note.author) ?? null,
          authorName: author ? `${author.firstName} ${author.lastName}` : note.author,
          text: note.text,
          createdAt: new Date(now - note.daysAgo * DAY),
        };
      }),
    );
    return NOTES.length;
  },
};

export const receivableSeeder: Seeder = {
  name: 'receivables',
  table: receivables,
  async seed(db: Database) {
    const now = Date.now();
    await db.insert(receivables).values(
      RECEIVABLES.map((item) => ({
        clientCode: item.client,
        document: item.document,
        issuedOn: shopDay(new Date(now - item.issuedDaysAgo * DAY)),
        dueOn: shopDay(new Date(now - (item.issuedDaysAgo - item.termDays) * DAY)),
        amount: item.amount,
        paidAmount: item.paid ?? '0',
      })),
    );
    return RECEIVABLES.length;
  },
};
