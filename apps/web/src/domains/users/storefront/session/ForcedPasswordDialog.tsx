// richiestaCambioPassword = S (spec §4): the user must choose a new password before anything else.
import { useIntl } from 'react-intl';
import type { Viewer } from '../../../../lib/viewer/useViewer';
import { ForcedDialog } from './ForcedDialog';
import { sessionMessages } from './messages';
import { usePasswordChangeForm } from './usePasswordChangeForm';

export function ForcedPasswordDialog({ viewer }: { viewer: Viewer }) {
  const intl = useIntl();
  // Saving updates the viewer, whose cleared flag closes the dialog.
  const form = usePasswordChangeForm(viewer.code);
  return (
    <ForcedDialog
      testId="password-dialog"
      title={intl.formatMessage(sessionMessages.passwordTitle)}
      intro={intl.formatMessage(sessionMessages.passwordIntro)}
      saveLabel={intl.formatMessage(sessionMessages.save)}
      saving={form.saving}
      formError={form.formError}
      onSubmit={() => void form.submit()}
    >
      {form.fields}
    </ForcedDialog>
  );
}
