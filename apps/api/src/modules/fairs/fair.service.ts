// The fairs of a user, in the request's language.
import type { Fair, Language } from '@shop/contract';
import type { Database } from '../../db/database';
import type { FairRow } from '../../db/schema';
import { findUserFairs } from './fair.repository';

export function toFair(row: FairRow, language: Language): Fair {
  return {
    codice: row.code,
    descrizione: language === 'en' ? row.nameEn : row.nameIt,
    luogo: row.place,
    dal: row.startsOn,
    al: row.endsOn,
  };
}

export async function getUserFairs(db: Database, userId: number, language: Language): Promise<Fair[]> {
  return (await findUserFairs(db, userId)).map((row) => toFair(row, language));
}
