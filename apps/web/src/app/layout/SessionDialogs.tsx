// What a signed-in user must do before using the shop (spec §4), one dialog at a time: the forced
// password change, then the forced name, then the privacy policy, then the sale conditions. They
// follow the viewer, so they survive every route change until the save that clears the flag.
// The dialogs load on demand: most users never see one, so their code stays out of the first load.
import { Suspense } from 'react';
import { LazyPolicyDialog } from '../../domains/policies/index';
import { useViewer } from '../../lib/viewer/useViewer';
import { LazyForcedNameDialog, LazyForcedPasswordDialog } from '../../domains/users/index';

const ForcedPasswordDialog = LazyForcedPasswordDialog;
const ForcedNameDialog = LazyForcedNameDialog;
const PolicyDialog = LazyPolicyDialog;

export function SessionDialogs() {
  return (
    <Suspense fallback={null}>
      <RequiredDialog />
    </Suspense>
  );
}

function RequiredDialog() {
  const { viewer } = useViewer();
  if (!viewer) return null;
  if (viewer.mustChangePassword) return <ForcedPasswordDialog key={viewer.code} viewer={viewer} />;
  if (viewer.mustSetName) return <ForcedNameDialog key={viewer.code} viewer={viewer} />;
  if (!viewer.consents.privacyPolicy) return <PolicyDialog key="PRIVACY" kind="PRIVACY" />;
  if (!viewer.consents.saleConditions) return <PolicyDialog key="SALE_CONDITIONS" kind="SALE_CONDITIONS" />;
  return null;
}
