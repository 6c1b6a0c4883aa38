// How the storefront shows a piece of the reserved area (the "ordering for" bar in every layout, the
// agent's discount field on the cart page): lazily, with the reserved area's messages around it.
// Those messages live in their own catalogue (management-{it,en}.json), which a plain
// `lazy(() => import('…/manage/…'))` would not load: production would show message ids.
// This module is the one the storefront may import statically from management code
// (app/manage/boundary.test.ts checks it): it holds no more than this wrapper.
import { lazy, type ComponentType } from 'react';

export function lazyManagement<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
): ComponentType<Props> {
  return lazy(async () => {
    const [{ ManagementIntl }, module] = await Promise.all([import('./ManagementIntl'), load()]);
    const Component = module.default;
    function WithManagementMessages(props: Props) {
      return (
        <ManagementIntl>
          <Component {...props} />
        </ManagementIntl>
      );
    }
    return { default: WithManagementMessages };
  });
}
