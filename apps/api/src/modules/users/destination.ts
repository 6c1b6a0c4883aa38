// Where a user lands after login (spec §6): customers on /account, staff in the reserved area,
// a type F user with fairs on the detail of the first one.
import { CUSTOMER_TIPI, type UserTipo } from '@shop/contract';

export function destinationOf(tipo: UserTipo, fairCodes: readonly string[]): string {
  if ((CUSTOMER_TIPI as readonly string[]).includes(tipo)) return '/account';
  const [first] = fairCodes;
  if (tipo === 'F' && first) return `/fieredetail/${encodeURIComponent(first)}`;
  return '/reservedarea';
}
