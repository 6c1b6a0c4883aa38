// The server render's entry, built by `vite build --ssr` into dist-server/ and loaded by the gateway
// (apps/gateway/src/kernel/plugins/page-render.ts). Both catalogues are in the bundle: no page waits for one.
import { loadConsentDialog } from './domains/policies/index';
import { registerCatalogue } from './i18n/load-catalogue';
import en from './i18n/en.json';

registerCatalogue('en', en);
// The consent dialog renders with the page: its module is here before the first render.
await loadConsentDialog();

export {
  renderPage,
  sharedRenderKey,
  fillTemplate,
  type RenderRequest,
  type RenderResult,
} from './app/server/render-page';
export type { ServerGraphql, ServerOperation } from './app/ssr/server-link';
export type { ClientManifest } from './app/ssr/module-preloads';
