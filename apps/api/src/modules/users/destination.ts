// Where a user lands after login (spec §6): customers on /account, staff in the reserved area,
// a type F user with fairs on the detail of his first fair: the one going on or the next to come
// (by start), else, when all of them are over, the one that ended last.
import { CUSTOMER_TIPI, type UserTipo } from '@shop/contract';

/** A fair of the user: its code and last day (YYYY-MM-DD), in order of start. */
export interface FairDates {
  codice: string;
  al: string;
}

function firstFair(fairs: readonly FairDates[], today: string): string | undefined {
  const open = fairs.find((fair) => fair.al >= today);
  if (open) return open.codice;
  return [...fairs].sort((a, b) => b.al.localeCompare(a.al))[0]?.codice;
}

export function destinationOf(tipo: UserTipo, fairs: readonly FairDates[], today: string): string {
  if ((CUSTOMER_TIPI as readonly string[]).includes(tipo)) return '/account';
  const first = tipo === 'F' ? firstFair(fairs, today) : undefined;
  if (first) return `/fieredetail/${encodeURIComponent(first)}`;
  return '/reservedarea';
}
