// The policy acceptance dialog (spec §4), loaded on demand: most users never see it.
import { lazyComponent } from '../../../lib/lazy-component';

export const LazyPolicyDialog = lazyComponent(async () => ({
  default: (await import('./PolicyDialog')).PolicyDialog,
}));
