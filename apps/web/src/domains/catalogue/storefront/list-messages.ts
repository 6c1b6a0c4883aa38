import { defineMessages } from 'react-intl';

export const listMessages = defineMessages({
  viewSwitch: {
    id: 'catalogue.view.switch',
    defaultMessage: 'Visualizzazione',
    description:
      'Accessible name of the pair of buttons that switch a product listing between cards and a list',
  },
  viewCards: {
    id: 'catalogue.view.cards',
    defaultMessage: 'Schede',
    description: 'Button: show the products as cards with pictures',
  },
  viewList: {
    id: 'catalogue.view.list',
    defaultMessage: 'Elenco',
    description: 'Button: show the products as a dense list, one row each, for entering orders',
  },
  columnCode: {
    id: 'catalogue.list.code',
    defaultMessage: 'Codice',
    description: 'Column header of the dense product list: product code',
  },
  columnDescription: {
    id: 'catalogue.list.description',
    defaultMessage: 'Descrizione',
    description: 'Column header of the dense product list: description',
  },
  columnBrand: {
    id: 'catalogue.list.brand',
    defaultMessage: 'Marca',
    description: 'Column header of the dense product list: brand',
  },
  columnPack: {
    id: 'catalogue.list.pack',
    defaultMessage: 'Confezione',
    description: 'Column header of the dense product list: unit of sale and pieces per unit',
  },
  columnPrice: {
    id: 'catalogue.list.price',
    defaultMessage: 'Prezzo',
    description: 'Column header of the dense product list: net price per unit of sale',
  },
  columnAvailability: {
    id: 'catalogue.list.availability',
    defaultMessage: 'Disponibilità',
    description: 'Column header of the dense product list for customers: the stock state',
  },
  columnQuantity: {
    id: 'catalogue.list.quantity',
    defaultMessage: 'Quantità',
    description: 'Column header of the dense product list: quantity field and add button (Enter adds)',
  },
});
