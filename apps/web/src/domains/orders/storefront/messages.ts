import { defineMessages } from 'react-intl';
import { orderStatusMessages } from '../common/status-messages';
import { commonMessages } from '../../../i18n/common-messages';

export { ORDER_STATUSES, type OrderStatusName } from '../common/status-messages';

const pageMessages = defineMessages({
  historyTitle: {
    id: 'orders.history.title',
    defaultMessage: 'I miei ordini',
    description: 'Heading and tab title of the order history',
  },
  detailTitle: commonMessages.orderNumber,
  loading: commonMessages.loading,
  loadFailed: {
    id: 'orders.loadFailed',
    defaultMessage: 'Non è stato possibile caricare gli ordini. Riprova tra poco.',
    description: 'The orders could not be loaded',
  },
  retry: commonMessages.tryAgain,
  notFound: {
    id: 'orders.notFound',
    defaultMessage: 'Questo ordine non esiste o non è della tua azienda.',
    description: 'An order number that is not the company’s',
  },
  filtersHeading: {
    id: 'orders.filters.heading',
    defaultMessage: 'Filtra',
    description: 'Filter form legend',
  },
  from: commonMessages.from,
  to: commonMessages.to,
  status: commonMessages.status,
  anyStatus: commonMessages.all,
  apply: commonMessages.apply,
  reset: {
    id: 'orders.filters.reset',
    defaultMessage: 'Azzera filtri',
    description: 'Button clearing the filters',
  },
  badRange: {
    id: 'orders.filters.badRange',
    defaultMessage: 'La data iniziale non può essere dopo quella finale.',
    description: 'From is after to',
  },
  resultCount: commonMessages.orderCount,
  noOrders: {
    id: 'orders.none',
    defaultMessage: 'Nessun ordine corrisponde ai filtri.',
    description: 'Empty order history (with filters)',
  },
  noOrdersYet: {
    id: 'orders.noneYet',
    defaultMessage: 'Non hai ancora inviato ordini dal negozio.',
    description: 'Empty order history',
  },
  number: commonMessages.number,
  date: commonMessages.date,
  lines: commonMessages.lines,
  total: commonMessages.total,
  delivery: commonMessages.requestedDelivery,
  asap: { id: 'orders.asap', defaultMessage: 'Appena possibile', description: 'No requested delivery day' },
  waitingApprovalNote: {
    id: 'orders.waitingApprovalNote',
    defaultMessage:
      'Questo ordine attende l’approvazione: riceverai una notifica quando sarà approvato o respinto.',
    description: 'Order detail: the order waits for approval',
  },
  rejectedNote: {
    id: 'orders.rejectedNote',
    defaultMessage: 'Ordine respinto. Motivo: {reason}',
    description: 'Order detail: the order was rejected, with the approver reason',
  },
  view: { id: 'orders.view', defaultMessage: 'Dettaglio', description: 'Link to an order detail' },
  viewOrder: {
    id: 'orders.viewOrder',
    defaultMessage: 'Dettaglio ordine {number}',
    description: 'Accessible name of the link to an order detail',
  },
  backToHistory: {
    id: 'orders.back',
    defaultMessage: 'Torna ai miei ordini',
    description: 'Link back to the order history',
  },
  pagination: { id: 'orders.pagination', defaultMessage: 'Pagine degli ordini', description: 'Pager label' },
  placedOn: { id: 'orders.placedOn', defaultMessage: 'Inviato il', description: 'Label: when placed' },
  notes: commonMessages.notes,
  address: commonMessages.deliveryAddress,
  linesHeading: commonMessages.items,
  code: commonMessages.code,
  description: commonMessages.description,
  quantity: commonMessages.quantity,
  netPrice: commonMessages.netPrice,
  discounts: commonMessages.discounts,
  free: {
    id: 'orders.lines.free',
    defaultMessage: '+ {quantity} omaggio',
    description: 'Free units of a line',
  },
  subtotal: commonMessages.subtotal,
  headerDiscount: commonMessages.promotionDiscount,
  historyHeading: {
    id: 'orders.statusHistory',
    defaultMessage: 'Avanzamento',
    description: 'Heading: the statuses the order went through',
  },
  reorder: {
    id: 'orders.reorder',
    defaultMessage: 'Riordina',
    description: 'Button putting the order’s lines back into the cart',
  },
  reordered: {
    id: 'orders.reorder.done',
    defaultMessage:
      '{count, plural, one {# articolo aggiunto al carrello ai prezzi di oggi.} other {# articoli aggiunti al carrello ai prezzi di oggi.}}',
    description: 'Result of a reorder',
  },
  notReordered: {
    id: 'orders.reorder.skipped',
    defaultMessage: 'Non aggiunti:',
    description: 'Before the list of lines not put back',
  },
  noLongerSold: {
    id: 'orders.reorder.noLongerSold',
    defaultMessage: '{description} ({code}): non più in vendita',
    description: 'A line whose product is no longer sold',
  },
  notAvailable: {
    id: 'orders.reorder.notAvailable',
    defaultMessage: '{description} ({code}): disponibili solo {available}',
    description: 'A line with too little stock',
  },
  goToCart: commonMessages.goToTheCart,
  reorderFailed: {
    id: 'orders.reorder.failed',
    defaultMessage: 'Il riordino non è riuscito: {reason}',
    description: 'Reorder refused',
  },
  reorderUnreachable: {
    id: 'orders.reorder.unreachable',
    defaultMessage: 'Il negozio non risponde: riprova tra poco.',
    description: 'Reorder without an answer',
  },
  placedByAgent: {
    id: 'orders.placedBy.agent',
    defaultMessage: 'Inserito dal tuo agente {name}',
    description: 'An order the company’s sales agent placed for it (name of the agent)',
  },
  placedByOffice: {
    id: 'orders.placedBy.office',
    defaultMessage: 'Inserito dal nostro ufficio vendite',
    description: 'An order the sales office or management placed for the company',
  },
  placedByOther: {
    id: 'orders.placedBy.other',
    defaultMessage: 'Inserito da {name}',
    description: 'An order placed for the company by someone else (fair, import)',
  },
});

/** The pages' texts and, under their own names, the order statuses (`m[order.status]`). */
export const orderMessages = { ...pageMessages, ...orderStatusMessages };
