// A company's fields (a client's, a supplier's) as the reserved area's forms name them → the REST
// contract's names of the same fields (for fromContract).
export const COMPANY_CONTRACT_NAMES = {
  name: 'ragioneSociale',
  vatNumber: 'partitaIva',
  email: 'email',
  phone: 'telefono',
  street: 'indirizzo',
  postcode: 'cap',
  city: 'citta',
  province: 'provincia',
  country: 'nazione',
} as const;
