// What a signed-in user must do before using the shop (spec §4), one dialog at a time: the forced
// password change, then the forced name, then the privacy policy, then the sale conditions. They
// follow the viewer, so they survive every route change until the save that clears the flag.
import { useViewer } from '../auth/useViewer';
import { ForcedNameDialog } from './ForcedNameDialog';
import { ForcedPasswordDialog } from './ForcedPasswordDialog';
import { PolicyDialog } from './PolicyDialog';

export function SessionDialogs() {
  const { viewer } = useViewer();
  if (!viewer) return null;
  if (viewer.mustChangePassword) return <ForcedPasswordDialog key={viewer.code} viewer={viewer} />;
  if (viewer.mustSetName) return <ForcedNameDialog key={viewer.code} viewer={viewer} />;
  if (!viewer.consents.privacyPolicy) return <PolicyDialog key="PRIVACY" kind="PRIVACY" />;
  if (!viewer.consents.saleConditions) return <PolicyDialog key="SALE_CONDITIONS" kind="SALE_CONDITIONS" />;
  return null;
}
