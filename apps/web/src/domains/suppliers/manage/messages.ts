// The texts of the suppliers' pages (/suppliermanagement, /supplier/:code).
import { defineMessages } from 'react-intl';
import { commonMessages } from '../../../i18n/common-messages';
import { manageCommonMessages } from '../../../app/manage/common-messages';

export const listMessages = defineMessages({
  search: {
    id: 'management.suppliers.search',
    defaultMessage: 'Cerca per codice, nome, partita IVA o città',
    description: 'Search box label of the suppliers list',
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
  retry: commonMessages.tryAgain,
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
  productsSearch: commonMessages.searchByCodeOrDescription,
  deactivate: manageCommonMessages.deactivate,
  reactivate: manageCommonMessages.reactivate,
  deactivateTitle: manageCommonMessages.confirmDeactivate,
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
  createTitle: manageCommonMessages.newSupplier,
  create: {
    id: 'management.supplier.create.submit',
    defaultMessage: 'Crea fornitore',
    description: 'Submit button of the new-supplier form',
  },
});

/** The fields of a supplier and of its contacts (forms and the audit log). */
export const fieldMessages = defineMessages({
  codeHint: {
    id: 'management.supplier.field.codeHint',
    defaultMessage: 'Es. F021: non si potrà cambiare.',
    description: 'Hint under the code of a new supplier',
  },
  street: {
    id: 'management.supplier.field.street',
    defaultMessage: 'Indirizzo',
    description: 'Supplier field: street and number',
  },
});

export const productMessages = defineMessages({
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
  withdrawn: {
    id: 'management.supplier.products.withdrawn',
    defaultMessage: 'Fuori catalogo',
    description: 'Badge of a product withdrawn from the catalogue',
  },
});
