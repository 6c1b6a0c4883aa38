import { defineMessages } from 'react-intl';
import { manageCommonMessages } from '../common-messages';
import { commonMessages } from '../../../i18n/common-messages';

/** The navigation's own texts; the groups' and the areas' labels are below. */
export const navMessages = defineMessages({
  loading: {
    id: 'management.nav.loading',
    defaultMessage: 'Caricamento del menu dell’area riservata…',
    description: 'Accessible text while the reserved-area navigation loads',
  },
});

/** The groups of spec §2's management routes, in the navigation's order. */
export const groupMessages = defineMessages({
  home: manageCommonMessages.reservedArea,
  sales: {
    id: 'management.nav.group.sales',
    defaultMessage: 'Vendite',
    description: 'Navigation group: orders, quotes, ordering for a client, approvals',
  },
  clients: manageCommonMessages.clients,
  crm: {
    id: 'management.nav.group.crm',
    defaultMessage: 'CRM',
    description: 'Navigation group: opportunities, activities, agent tours, CRM reports',
  },
  fairs: commonMessages.fairs,
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
  agents: {
    id: 'management.nav.area.agents',
    defaultMessage: 'Agenti',
    description: 'Navigation item: the sales agents with their clients and figures (/salesagent)',
  },
  policies: {
    id: 'management.nav.area.policies',
    defaultMessage: 'Privacy e condizioni',
    description: 'Navigation item: versions of the privacy policy and the sale conditions (/altmanagement)',
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
