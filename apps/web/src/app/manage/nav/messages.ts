import { defineMessages } from 'react-intl';

/** The navigation's own texts; the areas' labels are in area-messages.ts. */
export const navMessages = defineMessages({
  label: {
    id: 'management.nav.label',
    defaultMessage: 'Area riservata',
    description: 'Accessible name of the reserved-area navigation (the list of management areas)',
  },
  loading: {
    id: 'management.nav.loading',
    defaultMessage: 'Caricamento del menu dell’area riservata…',
    description: 'Accessible text while the reserved-area navigation loads',
  },
});

/** The groups of spec §2's management routes, in the navigation's order. */
export const groupMessages = defineMessages({
  home: {
    id: 'management.nav.group.home',
    defaultMessage: 'Area riservata',
    description: "Navigation group of the reserved area's start page (dashboard)",
  },
  sales: {
    id: 'management.nav.group.sales',
    defaultMessage: 'Vendite',
    description: 'Navigation group: orders, quotes, ordering for a client, approvals',
  },
  clients: {
    id: 'management.nav.group.clients',
    defaultMessage: 'Clienti',
    description: 'Navigation group: client directory, sales agents, suppliers',
  },
  crm: {
    id: 'management.nav.group.crm',
    defaultMessage: 'CRM',
    description: 'Navigation group: opportunities, activities, agent tours, CRM reports',
  },
  fairs: {
    id: 'management.nav.group.fairs',
    defaultMessage: 'Fiere',
    description: 'Navigation group: trade fairs and their contacts',
  },
  content: {
    id: 'management.nav.group.content',
    defaultMessage: 'Contenuti',
    description: 'Navigation group: banners, promotions, documents, catalogue data',
  },
  statistics: {
    id: 'management.nav.group.statistics',
    defaultMessage: 'Statistiche',
    description: 'Navigation group: statistics, pivot tables, analytics',
  },
  tools: {
    id: 'management.nav.group.tools',
    defaultMessage: 'Strumenti',
    description: 'Navigation group: imports, tables and configuration',
  },
});

/** The label of each area of the navigation (nav-registry.ts). */
export const areaMessages = defineMessages({
  dashboard: {
    id: 'management.nav.area.dashboard',
    defaultMessage: 'Cruscotto',
    description: "Navigation item: the reserved area's dashboard (/reservedarea)",
  },
  clients: {
    id: 'management.nav.area.clients',
    defaultMessage: 'Clienti',
    description: 'Navigation item: the client directory (/clients)',
  },
  agents: {
    id: 'management.nav.area.agents',
    defaultMessage: 'Agenti',
    description: 'Navigation item: the sales agents with their clients and figures (/salesagent)',
  },
  orders: {
    id: 'management.nav.area.orders',
    defaultMessage: 'Ordini',
    description: 'Navigation item: the staff order grid, to confirm, ship and invoice orders (/orders)',
  },
  remains: {
    id: 'management.nav.area.remains',
    defaultMessage: 'Rimanenze',
    description: 'Navigation item: order lines not yet shipped in full (/remains)',
  },
  approvals: {
    id: 'management.nav.area.approvals',
    defaultMessage: 'Approvazioni',
    description: 'Navigation item: orders waiting for approval and the approval rules (/approvazioni)',
  },
  currentOrder: {
    id: 'management.nav.area.currentOrder',
    defaultMessage: 'Ordine per un cliente',
    description: 'Navigation item: ordering for a client (/currentorder)',
  },
  suppliers: {
    id: 'management.nav.area.suppliers',
    defaultMessage: 'Fornitori',
    description: 'Navigation item: the suppliers with their products and contacts (/suppliermanagement)',
  },
  users: {
    id: 'management.nav.area.users',
    defaultMessage: 'Utenti',
    description: "Navigation item: the shop's users, staff and customers (/tools/users)",
  },
  outbox: {
    id: 'management.nav.area.outbox',
    defaultMessage: 'E-mail in uscita',
    description: 'Navigation item: the e-mail outbox with its states and retries (/tools/outbox)',
  },
  entries: {
    id: 'management.nav.area.entries',
    defaultMessage: 'Testi e menu',
    description: 'Navigation item: menus, footer, messages and help boxes by tipo (/tablemanagement)',
  },
  policies: {
    id: 'management.nav.area.policies',
    defaultMessage: 'Privacy e condizioni',
    description: 'Navigation item: versions of the privacy policy and the sale conditions (/altmanagement)',
  },
  banners: {
    id: 'management.nav.area.banners',
    defaultMessage: 'Banner',
    description: "Navigation item: the header's texts and the home page's banners (/bannermanagement)",
  },
  promotions: {
    id: 'management.nav.area.promotions',
    defaultMessage: 'Promozioni',
    description: 'Navigation item: the promotions, their rules, products and clients (/promomanagement)',
  },
  settings: {
    id: 'management.nav.area.settings',
    defaultMessage: 'Impostazioni',
    description: "Navigation item: the shop's settings, page size, rounding… (/tools/settings)",
  },
  issues: {
    id: 'management.issues.nav',
    defaultMessage: 'Criticità',
    description: 'Navigation item: issues on orders (/criticita)',
  },
  returns: {
    id: 'management.returns.nav',
    defaultMessage: 'Resi',
    description: 'Navigation item: returns (/reqresi)',
  },
  quotes: {
    id: 'management.quotes.nav',
    defaultMessage: 'Preventivi',
    description: 'Navigation item: the quotes grid (/quotes)',
  },
  quoteRequests: {
    id: 'management.quotes.navRequests',
    defaultMessage: 'Richieste di preventivo',
    description: 'Navigation item: the quote requests to answer (/reqquotes)',
  },
  importOrders: {
    id: 'management.nav.area.importOrders',
    defaultMessage: 'Importa ordini',
    description: 'Navigation item: importing orders from a file (/importordini)',
  },
  importCarts: {
    id: 'management.nav.area.importCarts',
    defaultMessage: 'Importa carrelli',
    description: 'Navigation item: importing carts from a file (/importcarrelli)',
  },
});
