// The shop's domains, named once: each is one folder with this name in every tier that has a part
// of it (packages/contract/src/<domain>, packages/schema/src/<domain>, apps/api/src/modules/<domain>,
// apps/gateway/src/modules/<domain>, apps/web/src/domains/<domain>, e2e/tests/<domain>). The
// architecture test (scripts/lib/architecture.test.mjs) fails on a module folder that is not here.
export const DOMAINS = {
  catalogue: 'products, categories, brands, search and suggestions, product types, sitemap',
  media: 'pictures: product pictures and their sizes, uploaded content images',
  content: 'the storefront configuration: menus, texts, top banners and home banners, the home page',
  promotions: 'promotions: what applies, the storefront dialog and listings, their management',
  policies: 'privacy policy, sale conditions and cookie consent: texts, acceptance, legal pages',
  settings: 'shop settings and configuration entries (the reserved area)',
  users: 'sign-in, session and the viewer, the own account (profile, company, password), the users registry',
  clients: 'the client register: companies, addresses, contacts, terms, exposure, agent assignment',
  agents: 'sales agents and what they follow',
  suppliers: 'suppliers and their products',
  pricing: 'price lists, discount chains, net prices and cart totals',
  cart: 'the cart: lines, quantities and totals',
  wishlist: 'the customer’s wishlist',
  quickorder: 'quick order: many lines by code at once',
  currentorder: 'ordering for a client: the agent’s current client and line discounts',
  orders: 'checkout, orders and their lifecycle, reorder, backorders, shipments, invoices and documents',
  'order-issues': 'issues raised on an order and their thread',
  approvals: 'orders and quotes waiting for approval, and the approval rules',
  quotes: 'quote requests, quotes, revisions and acceptance',
  returns: 'return requests, decisions and credit notes',
  imports: 'carts and orders imported from files',
  'internal-documents': 'documents staff attach to clients and orders',
  notifications: 'the inbox, toasts and the e-mail outbox',
  dashboard: 'the reserved area’s dashboards',
  fairs: 'trade fairs and the fair users’ pages',
  audit: 'the audit trail of management changes',
} as const;

export type Domain = keyof typeof DOMAINS;
export const DOMAIN_NAMES = Object.keys(DOMAINS) as Domain[];
