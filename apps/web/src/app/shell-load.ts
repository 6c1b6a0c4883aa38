// The root route's load: what every page's frame shows (config, menus and categories, the brands of
// the menu, the header's banners, who is signed in and their cart), asked for together with the
// page's own queries.
import { toViewer, ViewerQuery } from '../lib/viewer/useViewer';
import { CartQuery, CartSettingsQuery } from '../domains/cart/index';
import { BrandLinksQuery } from './layout/BrandLinks';
import { TopBannersQuery } from '../domains/content/index';
import { ShellQuery } from './layout/useShellData';
import type { PageLoad } from '../lib/page-loaders';

export const loadShell: PageLoad = ({ client, language, shared }) =>
  Promise.all([
    client.query({ query: ShellQuery, variables: { language } }),
    client.query({ query: TopBannersQuery, variables: { language } }),
    client.query({ query: BrandLinksQuery }),
    client.query({ query: ViewerQuery }).then(({ data }) => {
      // As useCanShop: staff have a cart only while ordering for a client.
      const viewer = data?.viewer ? toViewer(data.viewer) : null;
      const canShop = !viewer?.isStaff || viewer.orderingFor !== null;
      if (!canShop) return undefined;
      // The quantity rules of every "add to cart" on the page, and the header's cart (the caller's
      // own: not in a render shared by every visitor).
      return Promise.all([
        client.query({ query: CartSettingsQuery, variables: { language } }),
        shared ? undefined : client.query({ query: CartQuery, variables: { language } }),
      ]);
    }),
  ]);
