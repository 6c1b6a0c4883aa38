// The customer's company (the REST client record in user/current): name, VAT number, addresses.
import type { Client } from '@shop/contract';
import type { Resolvers } from '../../generated/resolvers-types';

type CompanyIdentity = Pick<
  Client,
  | 'codice'
  | 'ragioneSociale'
  | 'partitaIva'
  | 'codiceFiscale'
  | 'email'
  | 'telefono'
  | 'sedeLegale'
  | 'destinazioni'
>;

/** The fields a customer's Company and a staff user's ClientRecord share, mapped once. */
export const companyIdentityResolvers = {
  code: (c: CompanyIdentity) => c.codice,
  name: (c: CompanyIdentity) => c.ragioneSociale,
  vatNumber: (c: CompanyIdentity) => c.partitaIva,
  fiscalCode: (c: CompanyIdentity) => c.codiceFiscale,
  email: (c: CompanyIdentity) => c.email,
  phone: (c: CompanyIdentity) => c.telefono,
  registeredOffice: ({ sedeLegale: a }: CompanyIdentity) => ({
    street: a.indirizzo,
    postcode: a.cap,
    city: a.citta,
    province: a.provincia,
    country: a.nazione,
  }),
  deliveryAddresses: (c: CompanyIdentity) =>
    c.destinazioni.map((a) => ({
      code: a.codice,
      name: a.descrizione,
      street: a.indirizzo,
      postcode: a.cap,
      city: a.citta,
      province: a.provincia,
      country: a.nazione,
      isDefault: a.predefinito === 'S',
    })),
};

export const companyResolvers: Resolvers = {
  Company: {
    ...companyIdentityResolvers,
    paymentTerms: (c) => c.pagamento,
  },
};
