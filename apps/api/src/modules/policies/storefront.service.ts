// POST /api/data/tableinfo: the items of the version in force of a policy document, in one language.
import type { Language, PolicyCategory, PolicyItem, TableInfoData } from '@shop/contract';
import type { Database } from '../../db/database';
import type { PolicyItemRow } from '../../db/schema';
import { findCurrentVersion, findPolicyItems } from './policies.repository';

export function toPolicyItem(row: PolicyItemRow): PolicyItem {
  const { code, description, testo1, testo2, testo3, testo4, testo5 } = row;
  return { codice: code, descrizione: description, testo1, testo2, testo3, testo4, testo5 };
}

export async function getPolicyTable(
  db: Database,
  category: PolicyCategory,
  language: Language,
): Promise<TableInfoData> {
  const version = await findCurrentVersion(db, category);
  const items = version ? (await findPolicyItems(db, version.id, language)).map(toPolicyItem) : [];
  const versione = version?.number ?? 0;
  return category === 'privacypolicy'
    ? { privacypolicy: items, versione }
    : { condizionidivendita: items, versione };
}
