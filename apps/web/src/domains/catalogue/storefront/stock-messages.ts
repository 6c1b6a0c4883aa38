import { defineMessages } from 'react-intl';

export const stockMessages = defineMessages({
  units: {
    id: 'catalogue.stock.units',
    defaultMessage: 'Giacenza: {quantity, number} {unit}',
    description:
      'Staff and agents only: units of sale of a product in stock now, e.g. "Giacenza: 120 CT" (unit of sale: PZ, CF, CT, KG, LT)',
  },
  nextArrival: {
    id: 'catalogue.stock.nextArrival',
    defaultMessage: 'Prossimo arrivo: {quantity, number} {unit} il {date}',
    description:
      'Staff and agents only: the next delivery expected from the supplier, e.g. "Prossimo arrivo: 40 CT il 12/12/2026"',
  },
  unitsColumn: {
    id: 'catalogue.stock.unitsColumn',
    defaultMessage: 'Giacenza',
    description: 'Column header of the dense product list: units in stock (staff) or the stock state',
  },
});
