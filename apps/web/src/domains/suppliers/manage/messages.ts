// The texts of the suppliers' pages (/suppliermanagement, /supplier/:code).
import { defineMessages } from 'react-intl';

export const listMessages = defineMessages({
  title: {
    id: 'management.suppliers.title',
    defaultMessage: 'Fornitori',
    description: 'Heading of /suppliermanagement',
  },
  search: {
    id: 'management.suppliers.search',
    defaultMessage: 'Cerca per codice, nome, partita IVA o città',
    description: 'Search box label of the suppliers list',
  },
  activeFilter: {
    id: 'management.suppliers.filter.active',
    defaultMessage: 'Stato',
    description: 'Filter of the suppliers list: active or deactivated',
  },
  activeOnly: {
    id: 'management.suppliers.filter.activeOnly',
    defaultMessage: 'Attivi',
    description: 'Filter option: only active suppliers',
  },
  inactiveOnly: {
    id: 'management.suppliers.filter.inactiveOnly',
    defaultMessage: 'Disattivati',
    description: 'Filter option: only deactivated suppliers',
  },
  cityFilter: {
    id: 'management.suppliers.filter.city',
    defaultMessage: 'Città',
    description: 'Filter of the suppliers list: the city',
  },
  newSupplier: {
    id: 'management.suppliers.new',
    defaultMessage: 'Nuovo fornitore',
    description: 'Button that opens the form of a new supplier',
  },
});

export const columnMessages = defineMessages({
  code: { id: 'management.suppliers.col.code', defaultMessage: 'Codice', description: 'Suppliers column' },
  name: {
    id: 'management.suppliers.col.name',
    defaultMessage: 'Ragione sociale',
    description: 'Suppliers column: company name',
  },
  vatNumber: {
    id: 'management.suppliers.col.vatNumber',
    defaultMessage: 'Partita IVA',
    description: 'Suppliers column',
  },
  city: { id: 'management.suppliers.col.city', defaultMessage: 'Città', description: 'Suppliers column' },
  province: {
    id: 'management.suppliers.col.province',
    defaultMessage: 'Provincia',
    description: 'Suppliers column',
  },
  email: { id: 'management.suppliers.col.email', defaultMessage: 'E-mail', description: 'Suppliers column' },
  phone: {
    id: 'management.suppliers.col.phone',
    defaultMessage: 'Telefono',
    description: 'Suppliers column',
  },
  products: {
    id: 'management.suppliers.col.products',
    defaultMessage: 'Articoli',
    description: "Suppliers column: how many of the catalogue's products name the supplier",
  },
  state: { id: 'management.suppliers.col.state', defaultMessage: 'Stato', description: 'Suppliers column' },
  active: {
    id: 'management.suppliers.state.active',
    defaultMessage: 'Attivo',
    description: 'State of a supplier',
  },
  inactive: {
    id: 'management.suppliers.state.inactive',
    defaultMessage: 'Disattivato',
    description: 'State of a supplier that was deactivated',
  },
});

export const recordMessages = defineMessages({
  loading: {
    id: 'management.supplier.loading',
    defaultMessage: 'Caricamento del fornitore…',
    description: 'While the supplier loads',
  },
  loadFailed: {
    id: 'management.supplier.loadFailed',
    defaultMessage: 'Non è stato possibile caricare il fornitore.',
    description: 'Error when the supplier could not be loaded',
  },
  retry: { id: 'management.supplier.retry', defaultMessage: 'Riprova', description: 'Retry loading' },
  notFoundTitle: {
    id: 'management.supplier.notFound.title',
    defaultMessage: 'Fornitore non trovato',
    description: 'Heading when the supplier does not exist',
  },
  notFoundText: {
    id: 'management.supplier.notFound.text',
    defaultMessage: 'Non esiste un fornitore con codice {code}.',
    description: 'Text when the supplier does not exist',
  },
  backToList: {
    id: 'management.supplier.backToList',
    defaultMessage: 'Torna ai fornitori',
    description: 'Link back to the suppliers list',
  },
  subtitle: {
    id: 'management.supplier.subtitle',
    defaultMessage: '{code} · {city} · fornitore dal {since}',
    description: "Under the supplier's name: code, city and since when",
  },
  inactiveNote: {
    id: 'management.supplier.inactiveNote',
    defaultMessage:
      'Fornitore disattivato: non compare nei suggerimenti della ricerca né tra i filtri del catalogo. I suoi articoli restano in vendita.',
    description: 'Note on a deactivated supplier',
  },
  details: {
    id: 'management.supplier.section.details',
    defaultMessage: 'Dati del fornitore',
    description: "Section: the supplier's company data",
  },
  editDetails: {
    id: 'management.supplier.editDetails',
    defaultMessage: 'Modifica dati del fornitore',
    description: 'Accessible name of the button that edits the supplier data',
  },
  removeContactTitle: {
    id: 'management.supplier.contacts.removeTitle',
    defaultMessage: 'Rimuovere il contatto?',
    description: 'Title of the question before a contact is removed',
  },
  removeContactText: {
    id: 'management.supplier.contacts.removeText',
    defaultMessage: '{name} non sarà più tra i contatti del fornitore.',
    description: 'What removing a contact does',
  },
  products: {
    id: 'management.supplier.section.products',
    defaultMessage: 'Articoli del fornitore',
    description: "Heading of the supplier's products grid",
  },
  productsSearch: {
    id: 'management.supplier.products.search',
    defaultMessage: 'Cerca per codice o descrizione',
    description: "Search box label of the supplier's products",
  },
  deactivate: {
    id: 'management.supplier.deactivate',
    defaultMessage: 'Disattiva',
    description: 'Button that deactivates the supplier',
  },
  reactivate: {
    id: 'management.supplier.reactivate',
    defaultMessage: 'Riattiva',
    description: 'Button that makes a deactivated supplier active again',
  },
  deactivateTitle: {
    id: 'management.supplier.deactivate.title',
    defaultMessage: 'Disattivare {name}?',
    description: 'Title of the question before a supplier is deactivated',
  },
  deactivateText: {
    id: 'management.supplier.deactivate.text',
    defaultMessage:
      'Il fornitore non comparirà più nei suggerimenti della ricerca né tra i filtri del catalogo. I suoi {count, plural, one {# articolo resta} other {# articoli restano}} in vendita. Potrai riattivarlo.',
    description: 'What deactivating a supplier does',
  },
  stateChangeFailed: {
    id: 'management.supplier.stateChangeFailed',
    defaultMessage: 'Non è stato possibile cambiare lo stato del fornitore: {reason}',
    description: 'Deactivating or reactivating a supplier failed',
  },
  createTitle: {
    id: 'management.supplier.create.title',
    defaultMessage: 'Nuovo fornitore',
    description: 'Title of the dialog that creates a supplier',
  },
  create: {
    id: 'management.supplier.create.submit',
    defaultMessage: 'Crea fornitore',
    description: 'Submit button of the new-supplier form',
  },
});

/** The fields of a supplier and of its contacts (forms and the audit log). */
export const fieldMessages = defineMessages({
  code: { id: 'management.supplier.field.code', defaultMessage: 'Codice', description: 'Supplier field' },
  codeHint: {
    id: 'management.supplier.field.codeHint',
    defaultMessage: 'Es. F021: non si potrà cambiare.',
    description: 'Hint under the code of a new supplier',
  },
  name: {
    id: 'management.supplier.field.name',
    defaultMessage: 'Ragione sociale',
    description: 'Supplier field',
  },
  vatNumber: {
    id: 'management.supplier.field.vatNumber',
    defaultMessage: 'Partita IVA',
    description: 'Supplier field',
  },
  email: { id: 'management.supplier.field.email', defaultMessage: 'E-mail', description: 'Supplier field' },
  phone: { id: 'management.supplier.field.phone', defaultMessage: 'Telefono', description: 'Supplier field' },
  street: {
    id: 'management.supplier.field.street',
    defaultMessage: 'Indirizzo',
    description: 'Supplier field: street and number',
  },
  postcode: {
    id: 'management.supplier.field.postcode',
    defaultMessage: 'CAP',
    description: 'Supplier field',
  },
  city: { id: 'management.supplier.field.city', defaultMessage: 'Città', description: 'Supplier field' },
  province: {
    id: 'management.supplier.field.province',
    defaultMessage: 'Provincia',
    description: 'Supplier field (two letters)',
  },
  country: {
    id: 'management.supplier.field.country',
    defaultMessage: 'Nazione',
    description: 'Supplier field',
  },
  active: { id: 'management.supplier.field.active', defaultMessage: 'Attivo', description: 'Supplier field' },
  contactEmail: {
    id: 'management.supplier.field.contactEmail',
    defaultMessage: 'Contatto: e-mail',
    description: "Audit log: a contact's e-mail",
  },
  contactPhone: {
    id: 'management.supplier.field.contactPhone',
    defaultMessage: 'Contatto: telefono',
    description: "Audit log: a contact's phone",
  },
  contactNameAudit: {
    id: 'management.supplier.field.contactNameAudit',
    defaultMessage: 'Contatto: nome',
    description: "Audit log: a contact's name",
  },
  contactRoleAudit: {
    id: 'management.supplier.field.contactRoleAudit',
    defaultMessage: 'Contatto: ruolo',
    description: "Audit log: a contact's role",
  },
});

export const productMessages = defineMessages({
  code: {
    id: 'management.supplier.products.col.code',
    defaultMessage: 'Codice',
    description: 'Products column',
  },
  description: {
    id: 'management.supplier.products.col.description',
    defaultMessage: 'Descrizione',
    description: 'Products column',
  },
  brand: {
    id: 'management.supplier.products.col.brand',
    defaultMessage: 'Marca',
    description: 'Products column',
  },
  unit: {
    id: 'management.supplier.products.col.unit',
    defaultMessage: 'UM',
    description: 'Products column: unit of sale',
  },
  stock: {
    id: 'management.supplier.products.col.stock',
    defaultMessage: 'Giacenza',
    description: 'Products column: units in stock',
  },
  listPrice: {
    id: 'management.supplier.products.col.listPrice',
    defaultMessage: 'Prezzo di listino',
    description: 'Products column: the public list price',
  },
  withdrawn: {
    id: 'management.supplier.products.withdrawn',
    defaultMessage: 'Fuori catalogo',
    description: 'Badge of a product withdrawn from the catalogue',
  },
});
