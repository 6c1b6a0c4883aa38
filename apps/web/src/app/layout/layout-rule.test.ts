import { describe, expect, it } from 'vitest';
import { chooseLayout, isManagementRoute, MANAGEMENT_PREFIXES, routeName, showsSidebar } from './layout-rule';

// Spec §2, copied here on purpose: the rule must cover exactly this list.
const SPEC_PREFIXES =
  'pivot, reservedarea, catalogue, orders, statistics, ddt, quotes, reqquotes, reqresi, criticita, notifiche, approvazioni, remains, openorders, clients, schclients, datamanagement, crmmanagement, tools, tablemanagement, altmanagement, cormanagement, docmanagement, intdocument, clientmanagement, opportunitiesmanagement, activitiesmanagement, agenttourmanagement, suppliermanagement, supplier, bannermanagement, promomanagement, salesagent, client, crmreportmanagement, crmanalytic, crmpivot, fieremanagement, fieredetail, fieracontatto, importcarrelli, importordini, currentorder'.split(
    ', ',
  );

const STAFF = ['A', 'X', 'U', 'F'];
const CUSTOMERS = ['C', 'WC', 'WU'];

describe('routeName', () => {
  it.each([
    ['/', ''],
    ['/en', ''],
    ['/en/', ''],
    ['/orders', 'orders'],
    ['/en/orders/2024/15', 'orders'],
    ['/fieredetail/F01', 'fieredetail'],
    ['//ReservedArea', 'reservedarea'],
    ['/enoteca', 'enoteca'],
    ['/%E0%A4%A', '%e0%a4%a'],
  ])('%s -> %s', (path, name) => {
    expect(routeName(path)).toBe(name);
  });
});

describe('the layout rule', () => {
  it('knows the full management prefix list of the spec', () => {
    expect([...MANAGEMENT_PREFIXES]).toEqual(SPEC_PREFIXES);
  });

  describe.each(SPEC_PREFIXES)('management prefix %s', (prefix) => {
    it.each(STAFF)('gives user type %s the full-width layout, in both languages', (type) => {
      expect(chooseLayout(type, `/${prefix}`)).toBe('full-width');
      expect(chooseLayout(type, `/en/${prefix}/42?x=1`)).toBe('full-width');
      // "starts with": longer route names of the same family are management routes too.
      expect(chooseLayout(type, `/${prefix}detail`)).toBe('full-width');
    });

    it.each([...CUSTOMERS, null])('gives %s the main layout', (type) => {
      expect(chooseLayout(type, `/${prefix}`)).toBe('main');
    });
  });

  it.each(['/', '/en', '/category/01/casa', '/product/a/b', '/offerte', '/cart', '/login', '/account'])(
    'gives staff the main layout on the shop route %s',
    (path) => {
      for (const type of STAFF) expect(chooseLayout(type, path)).toBe('main');
    },
  );

  it('does not match a prefix in the middle of a route name or in a later segment', () => {
    expect(isManagementRoute('/myorders')).toBe(false);
    expect(isManagementRoute('/pages/orders')).toBe(false);
    expect(isManagementRoute('/en/pages/clients')).toBe(false);
  });

  it('accepts user types in any case', () => {
    expect(chooseLayout('a', '/orders')).toBe('full-width');
  });

  it('shows the sidebar to customers and visitors, never to staff', () => {
    for (const type of STAFF) expect(showsSidebar(type)).toBe(false);
    for (const type of [...CUSTOMERS, null]) expect(showsSidebar(type)).toBe(true);
  });
});
