// Queries on the policy documents (privacy policy, sale conditions): the version in force, its items
// and the answers users give; and their management (versions with their figures, a version's items in
// both languages, the draft's writes).
import type { Language, PolicyCategory } from '@shop/contract';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import {
  consentAnswers,
  type NewConsentAnswerRow,
  type NewPolicyItemRow,
  type PolicyItemRow,
  policyItems,
  type PolicyVersionRow,
  policyVersions,
  users,
} from '../../db/schema';

/** Serialises the management changes of one document (drafts, publishing) across connections. */
export async function lockDocument(db: Database, category: PolicyCategory): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`policy:${category}`}))`);
}

export interface VersionFigures {
  version: PolicyVersionRow;
  createdByName: string | null;
  publishedByName: string | null;
  items: number;
  acceptances: number;
}

const creator = alias(users, 'creator');
const publisher = alias(users, 'publisher');
const fullName = (u: typeof creator | typeof publisher) =>
  sql<string | null>`nullif(trim(${u.firstName} || ' ' || ${u.lastName}), '')`;

/** The versions of a document, newest first, with who made them, their items and acceptances. */
export async function findVersions(
  db: Database,
  category: PolicyCategory,
  number?: number,
): Promise<VersionFigures[]> {
  const accepted = category === 'privacypolicy' ? users.privacyVersion : users.saleConditionsVersion;
  const rows = await db
    .select({
      version: policyVersions,
      createdByName: sql<string | null>`coalesce(${fullName(creator)}, ${creator.username})`,
      publishedByName: sql<string | null>`coalesce(${fullName(publisher)}, ${publisher.username})`,
      items: sql<number>`(select count(*)::int from ${policyItems}
        where ${policyItems.versionId} = ${policyVersions.id} and ${policyItems.language} = 'it')`,
      acceptances: sql<number>`(select count(*)::int from ${users} where ${accepted} = ${policyVersions.number})`,
    })
    .from(policyVersions)
    .leftJoin(creator, eq(creator.id, policyVersions.createdBy))
    .leftJoin(publisher, eq(publisher.id, policyVersions.publishedBy))
    .where(
      and(
        eq(policyVersions.category, category),
        number === undefined ? undefined : eq(policyVersions.number, number),
      ),
    )
    .orderBy(desc(policyVersions.number));
  return rows.map((row) => ({ ...row, items: Number(row.items), acceptances: Number(row.acceptances) }));
}

export async function findDraft(
  db: Database,
  category: PolicyCategory,
): Promise<PolicyVersionRow | undefined> {
  const [row] = await db
    .select()
    .from(policyVersions)
    .where(and(eq(policyVersions.category, category), eq(policyVersions.status, 'draft')));
  return row;
}

export async function nextVersionNumber(db: Database, category: PolicyCategory): Promise<number> {
  const [row] = await db
    .select({ top: sql<number | null>`max(${policyVersions.number})` })
    .from(policyVersions)
    .where(eq(policyVersions.category, category));
  return Number(row?.top ?? 0) + 1;
}

export async function insertDraft(
  db: Database,
  category: PolicyCategory,
  number: number,
  userId: number,
): Promise<PolicyVersionRow> {
  const [row] = await db
    .insert(policyVersions)
    .values({ category, number, status: 'draft', createdBy: userId })
    .returning();
  if (!row) throw new Error('draft not returned');
  return row;
}

/** Every item of a version, both languages, in order. */
export async function findVersionItems(db: Database, versionId: number): Promise<PolicyItemRow[]> {
  return db
    .select()
    .from(policyItems)
    .where(eq(policyItems.versionId, versionId))
    .orderBy(asc(policyItems.position), asc(policyItems.code), asc(policyItems.language));
}

export async function replaceItems(db: Database, versionId: number, rows: NewPolicyItemRow[]): Promise<void> {
  await db.delete(policyItems).where(eq(policyItems.versionId, versionId));
  if (rows.length > 0) await db.insert(policyItems).values(rows);
  await db
    .update(policyVersions)
    .set({ updatedAt: sql`now()` })
    .where(eq(policyVersions.id, versionId));
}

export async function deleteVersion(db: Database, versionId: number): Promise<void> {
  await db.delete(policyVersions).where(eq(policyVersions.id, versionId));
}

export async function markPublished(db: Database, versionId: number, userId: number): Promise<void> {
  await db
    .update(policyVersions)
    .set({ status: 'published', publishedAt: sql`now()`, publishedBy: userId, updatedAt: sql`now()` })
    .where(eq(policyVersions.id, versionId));
}

/** A user's answers with the version each answered, newest first. */
export async function findUserAnswers(db: Database, userId: number) {
  return db
    .select({
      category: consentAnswers.category,
      number: policyVersions.number,
      itemCode: consentAnswers.itemCode,
      value: consentAnswers.value,
      answeredAt: consentAnswers.answeredAt,
    })
    .from(consentAnswers)
    .leftJoin(policyVersions, eq(policyVersions.id, consentAnswers.versionId))
    .where(eq(consentAnswers.userId, userId))
    .orderBy(desc(consentAnswers.answeredAt), desc(consentAnswers.id));
}

/**
 * The user with this login name, whatever its case. Not the users module's lookup: that module reads
 * this one (the versions in force, the answers it records), and modules import each other one way.
 */
export async function findUserByCode(db: Database, username: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1);
  return row;
}

export interface VersionRef {
  id: number;
  number: number;
}

/** The version in force: the published one with the highest number (undefined before the first). */
export async function findCurrentVersion(
  db: Database,
  category: PolicyCategory,
): Promise<VersionRef | undefined> {
  const [row] = await db
    .select({ id: policyVersions.id, number: policyVersions.number })
    .from(policyVersions)
    .where(and(eq(policyVersions.category, category), eq(policyVersions.status, 'published')))
    .orderBy(desc(policyVersions.number))
    .limit(1);
  return row;
}

/** The number of the version in force of each document (0 for one never published). */
export async function findCurrentVersionNumbers(db: Database): Promise<Record<PolicyCategory, number>> {
  const rows = await db
    .selectDistinctOn([policyVersions.category], {
      category: policyVersions.category,
      number: policyVersions.number,
    })
    .from(policyVersions)
    .where(eq(policyVersions.status, 'published'))
    .orderBy(policyVersions.category, desc(policyVersions.number));
  const numbers: Record<PolicyCategory, number> = { privacypolicy: 0, condizionidivendita: 0 };
  for (const row of rows) numbers[row.category as PolicyCategory] = row.number;
  return numbers;
}

/** The items of one version in one language, in order. */
export async function findPolicyItems(
  db: Database,
  versionId: number,
  language: Language,
): Promise<PolicyItemRow[]> {
  return db
    .select()
    .from(policyItems)
    .where(and(eq(policyItems.versionId, versionId), eq(policyItems.language, language)))
    .orderBy(asc(policyItems.position), asc(policyItems.code));
}

export async function insertConsentAnswers(db: Database, answers: NewConsentAnswerRow[]): Promise<void> {
  if (answers.length > 0) await db.insert(consentAnswers).values(answers);
}
