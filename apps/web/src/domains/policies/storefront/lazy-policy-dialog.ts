// The policy acceptance dialog (spec §4), loaded on demand: most users never see it.
import { lazy } from 'react';

export const LazyPolicyDialog = lazy(async () => ({
  default: (await import('./PolicyDialog')).PolicyDialog,
}));
