// The policy documents' versions (management, policies.edit): a draft edited as a whole, published as
// the next number. Publishing raises the content version (the texts are public and shared by the
// gateways) and, since acceptances are of a version, every user is asked again; published versions
// are never changed. Each change is in the audit log (entity policy, key = the document).
import {
  LANGUAGES,
  POLICY_OPTION_COUNT,
  type PoliciesConsentsData,
  type PoliciesListData,
  type PolicyCategory,
  type PolicyDraftItem,
  type PolicyVersionData,
  type PolicyVersionItem,
  type PolicyVersionSummary,
} from '@shop/contract';
import type { Database } from '../../db/database';
import type { NewPolicyItemRow, PolicyItemRow } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { AuthUser } from '../../kernel/auth-user';
import { recordAudit, type AuditFields } from '../../kernel/audit';
import { contentChanged } from '../content';
import { findCurrentVersionNumbers } from './policies.repository';
import * as repo from './policies.repository';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function toSummary(figures: repo.VersionFigures, current: number | null): PolicyVersionSummary {
  const { version } = figures;
  return {
    numero: version.number,
    stato: version.status === 'draft' ? 'bozza' : 'pubblicata',
    corrente: version.number === current ? 'S' : 'N',
    creataIl: version.createdAt.toISOString(),
    creataDa: figures.createdByName ?? '',
    modificataIl: version.updatedAt.toISOString(),
    pubblicataIl: iso(version.publishedAt),
    pubblicataDa: version.publishedAt ? (figures.publishedByName ?? '') : null,
    voci: figures.items,
    accettazioni: figures.acceptances,
  };
}

const currentOf = (versions: readonly repo.VersionFigures[]) =>
  versions.find((v) => v.version.status === 'published')?.version.number ?? null;

export async function listVersions(db: Database, category: PolicyCategory): Promise<PoliciesListData> {
  const versions = await repo.findVersions(db, category);
  const current = currentOf(versions);
  return { categoria: category, corrente: current, versioni: versions.map((v) => toSummary(v, current)) };
}

/** Both languages of each item side by side. */
function toItems(rows: readonly PolicyItemRow[]): PolicyVersionItem[] {
  const byCode = new Map<string, { it?: PolicyItemRow; en?: PolicyItemRow }>();
  for (const row of rows) {
    const pair = byCode.get(row.code) ?? {};
    pair[row.language === 'en' ? 'en' : 'it'] = row;
    byCode.set(row.code, pair);
  }
  return [...byCode.entries()].map(([codice, { it, en }]) => ({
    codice,
    descrizioneIt: it?.description ?? '',
    descrizioneEn: en?.description ?? '',
    testo1It: it?.testo1 ?? '',
    testo2It: it?.testo2 ?? '',
    testo3It: it?.testo3 ?? '',
    testo4It: it?.testo4 ?? '',
    testo5It: it?.testo5 ?? '',
    testo1En: en?.testo1 ?? '',
    testo2En: en?.testo2 ?? '',
    testo3En: en?.testo3 ?? '',
    testo4En: en?.testo4 ?? '',
    testo5En: en?.testo5 ?? '',
  }));
}

const versionNotFound = (number: number) =>
  new AppError(404, 'NOT_FOUND', 'policies.notFound', { field: 'numero', params: { number } });

export async function getVersion(
  db: Database,
  category: PolicyCategory,
  number: number,
): Promise<PolicyVersionData> {
  const [figures] = await repo.findVersions(db, category, number);
  if (!figures) throw versionNotFound(number);
  const inForce = (await findCurrentVersionNumbers(db))[category];
  return {
    categoria: category,
    versione: toSummary(figures, inForce || null),
    voci: toItems(await repo.findVersionItems(db, figures.version.id)),
  };
}

/** What the audit log keeps of a document's items: `<code>.<field>`. */
function auditFields(items: readonly PolicyVersionItem[]): AuditFields {
  const fields: AuditFields = {};
  items.forEach((item, index) => {
    const { codice, ...texts } = item;
    fields[`${codice}.posizione`] = index + 1;
    for (const [name, value] of Object.entries(texts)) fields[`${codice}.${name}`] = value;
  });
  return fields;
}

function rowsOf(
  category: PolicyCategory,
  versionId: number,
  items: readonly PolicyDraftItem[],
): NewPolicyItemRow[] {
  return LANGUAGES.flatMap((language) => {
    const suffix = language === 'it' ? 'It' : 'En';
    return items.map((item, index) => {
      const text = (n: number) => item[`testo${n}${suffix}` as keyof PolicyDraftItem] as string;
      return {
        category,
        versionId,
        language,
        code: item.codice,
        position: index + 1,
        description: item[`descrizione${suffix}`],
        testo1: text(1),
        testo2: text(2),
        testo3: text(3),
        testo4: text(4),
        testo5: text(POLICY_OPTION_COUNT),
      };
    });
  });
}

/** Saves the draft's items (creating the draft, with the next number, when there is none). */
export async function saveDraft(
  db: Database,
  user: AuthUser,
  category: PolicyCategory,
  items: readonly PolicyDraftItem[],
): Promise<PolicyVersionData> {
  const number = await db.transaction(async (tx) => {
    await repo.lockDocument(tx, category);
    let draft = await repo.findDraft(tx, category);
    const created = !draft;
    // The log compares with the draft as it was, or for a new draft with the version in force.
    const basis = draft ?? (await repo.findCurrentVersion(tx, category));
    const before = basis ? toItems(await repo.findVersionItems(tx, basis.id)) : [];
    draft ??= await repo.insertDraft(tx, category, await repo.nextVersionNumber(tx, category), user.id);
    await repo.replaceItems(tx, draft.id, rowsOf(category, draft.id, items));
    const after = toItems(await repo.findVersionItems(tx, draft.id));
    await recordAudit(tx, user, {
      entity: 'policy',
      key: category,
      action: created ? 'create' : 'update',
      before: auditFields(before),
      after: auditFields(after),
      summary: created ? `bozza ${draft.number}` : undefined,
    });
    return draft.number;
  });
  return getVersion(db, category, number);
}

export async function deleteDraft(
  db: Database,
  user: AuthUser,
  category: PolicyCategory,
): Promise<PoliciesListData> {
  await db.transaction(async (tx) => {
    await repo.lockDocument(tx, category);
    const draft = await repo.findDraft(tx, category);
    if (!draft) throw new AppError(404, 'NOT_FOUND', 'policies.noDraft');
    await repo.deleteVersion(tx, draft.id);
    await recordAudit(tx, user, {
      entity: 'policy',
      key: category,
      action: 'delete',
      summary: `bozza ${draft.number}`,
    });
  });
  return listVersions(db, category);
}

/**
 * Publishes the draft numbered `number` (the one the user read): from now on it is the version in
 * force and every earlier acceptance counts as not given.
 */
export async function publishDraft(
  db: Database,
  user: AuthUser,
  category: PolicyCategory,
  number: number,
): Promise<PoliciesListData> {
  await db.transaction(async (tx) => {
    await repo.lockDocument(tx, category);
    const draft = await repo.findDraft(tx, category);
    if (!draft) throw new AppError(404, 'NOT_FOUND', 'policies.noDraft');
    if (draft.number !== number) {
      throw new AppError(409, 'CONFLICT', 'policies.draftChanged', {
        field: 'numero',
        params: { number: draft.number },
      });
    }
    await repo.markPublished(tx, draft.id, user.id);
    await recordAudit(tx, user, {
      entity: 'policy',
      key: category,
      action: 'publish',
      before: { versione: (await repo.findCurrentVersion(tx, category))?.number ?? null },
      after: { versione: draft.number },
      summary: `versione ${draft.number}`,
    });
    await contentChanged(tx, 'policy');
  });
  return listVersions(db, category);
}

/** What a user accepted, of which version and when: the proof a dispute asks for. */
export async function userConsents(db: Database, username: string): Promise<PoliciesConsentsData> {
  const user = await repo.findUserByCode(db, username);
  if (!user) throw new AppError(404, 'NOT_FOUND', 'policies.unknownUser', { field: 'utente' });
  const [answers, inForce] = await Promise.all([
    repo.findUserAnswers(db, user.id),
    findCurrentVersionNumbers(db),
  ]);
  const acceptance = (category: PolicyCategory, version: number | null, at: Date | null) => ({
    categoria: category,
    versione: version,
    data: iso(at),
    valida: version !== null && version >= inForce[category] ? ('S' as const) : ('N' as const),
  });
  return {
    utente: user.username,
    accettazioni: [
      acceptance('privacypolicy', user.privacyVersion, user.privacyAcceptedAt),
      acceptance('condizionidivendita', user.saleConditionsVersion, user.saleConditionsAcceptedAt),
    ],
    risposte: answers.map((a) => ({
      categoria: a.category as PolicyCategory,
      versione: a.number ?? 0,
      voce: a.itemCode,
      valore: a.value,
      data: a.answeredAt.toISOString(),
    })),
  };
}
