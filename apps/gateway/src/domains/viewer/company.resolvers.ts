// The customer's company (the REST client record in user/current): name, VAT number, addresses.
import type { Resolvers } from '../../generated/resolvers-types';

export const companyResolvers: Resolvers = {
  Company: {
    code: (c) => c.codice,
    name: (c) => c.ragioneSociale,
    vatNumber: (c) => c.partitaIva,
    fiscalCode: (c) => c.codiceFiscale,
    email: (c) => c.email,
    phone: (c) => c.telefono,
    registeredOffice: ({ sedeLegale: a }) => ({
      street: a.indirizzo,
      postcode: a.cap,
      city: a.citta,
      province: a.provincia,
      country: a.nazione,
    }),
    deliveryAddresses: (c) =>
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
    paymentTerms: (c) => c.pagamento,
  },
};
