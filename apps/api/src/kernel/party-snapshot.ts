// The parties a document keeps as they were on its day (delivery notes, invoices, credit notes): the
// issuer (the shop's company) and the client's name, tax codes and registered office. A later change
// to the client does not change a document already issued.
import type { ClientRow } from '../db/schema';
import { SHOP_COMPANY } from './shop-company';

type SnapshotClient = Pick<
  ClientRow,
  'companyName' | 'vatNumber' | 'fiscalCode' | 'street' | 'postcode' | 'city' | 'province' | 'country'
>;

/** The client's fields a document copies (its `client*` columns). */
export function clientSnapshot(client: SnapshotClient) {
  return {
    clientName: client.companyName,
    clientVatNumber: client.vatNumber,
    clientFiscalCode: client.fiscalCode,
    clientStreet: client.street,
    clientPostcode: client.postcode,
    clientCity: client.city,
    clientProvince: client.province,
    clientCountry: client.country,
  };
}

/** The issuer and the client as a document keeps them. */
export function partySnapshot(client: SnapshotClient) {
  return { issuer: SHOP_COMPANY, ...clientSnapshot(client) };
}
