// POST /api/data/tableinfo: the items of a policy table in one language.
import type { Language, PolicyCategory, PolicyItem, TableInfoData } from '@shop/contract';
import type { Database } from '../../db/database';
import type { PolicyItemRow } from '../../db/schema';
import { findPolicyItems } from './policy.repository';

export function toPolicyItem(row: PolicyItemRow): PolicyItem {
  const { code, description, testo1, testo2, testo3, testo4, testo5 } = row;
  return { codice: code, descrizione: description, testo1, testo2, testo3, testo4, testo5 };
}

export async function getPolicyTable(
  db: Database,
  category: PolicyCategory,
  language: Language,
): Promise<TableInfoData> {
  const items = (await findPolicyItems(db, category, language)).map(toPolicyItem);
  return category === 'privacypolicy' ? { privacypolicy: items } : { condizionidivendita: items };
}
