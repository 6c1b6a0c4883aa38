// The forced dialogs (spec §4), loaded on demand: most users never see one, so their code stays out
// of the first load (app/layout/SessionDialogs shows them one at a time).
import { lazyComponent } from '../../../../lib/lazy-component';

export const LazyForcedPasswordDialog = lazyComponent(async () => ({
  default: (await import('./ForcedPasswordDialog')).ForcedPasswordDialog,
}));

export const LazyForcedNameDialog = lazyComponent(async () => ({
  default: (await import('./ForcedNameDialog')).ForcedNameDialog,
}));
