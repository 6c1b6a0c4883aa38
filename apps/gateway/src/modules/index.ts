// Every module of the gateway, in one list: the resolver map (resolvers.ts), the upstream and the
// DataLoaders of each request (context.ts), the routes outside GraphQL, the public query fields whose
// answers are shared and the fields /graphql/imports takes (app.ts) are built from it. A new module
// adds its line here and nothing else.
import type { LoadersOf } from '../kernel/loaders/define-loaders';
import { agentsModule } from './agents';
import { approvalsModule } from './approvals';
import { auditModule } from './audit';
import { cartModule } from './cart';
import { catalogueModule } from './catalogue';
import { clientsModule } from './clients';
import { contentModule } from './content';
import { currentorderModule } from './currentorder';
import { dashboardModule } from './dashboard';
import { importsModule } from './imports';
import { internalDocumentsModule } from './internal-documents';
import { mediaModule } from './media';
import { notificationsModule } from './notifications';
import { orderIssuesModule } from './order-issues';
import { ordersModule } from './orders';
import { policiesModule } from './policies';
import { promotionsModule } from './promotions';
import { quickorderModule } from './quickorder';
import { quotesModule } from './quotes';
import { returnsModule } from './returns';
import { settingsModule } from './settings';
import { suppliersModule } from './suppliers';
import { usersModule } from './users';
import { wishlistModule } from './wishlist';

export const MODULES = [
  contentModule,
  catalogueModule,
  usersModule,
  promotionsModule,
  cartModule,
  wishlistModule,
  ordersModule,
  auditModule,
  clientsModule,
  agentsModule,
  dashboardModule,
  mediaModule,
  currentorderModule,
  quickorderModule,
  importsModule,
  suppliersModule,
  approvalsModule,
  orderIssuesModule,
  returnsModule,
  quotesModule,
  internalDocumentsModule,
  notificationsModule,
  settingsModule,
  policiesModule,
] as const;

type Module = (typeof MODULES)[number];
type Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

/** Every module's upstream calls together (the keys of two modules never meet: context.ts refuses it). */
export type ModulesUpstream = Intersection<ReturnType<Module['upstream']>>;
/** Every module's loader definitions together. */
export type ModulesLoaderDefinitions = Intersection<Module['loaders']>;

// The kernel's context knows no module: its Upstream and Loaders are completed here, from the list.
declare module '../kernel/context/context' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the modules
  interface Upstream extends ModulesUpstream {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the modules
  interface Loaders extends LoadersOf<ModulesLoaderDefinitions> {}
}
