// The new-banner dialog: the banner's form with its preview; a saved banner opens its page.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useLocale } from '../../../i18n/useLocale';
import { FormDialog } from '../../../app/manage/form/FormDialog';
import { BannerForm } from './BannerForm';
import { recordMessages as m } from './messages';
import { bannerPath } from './paths';

export function CreateBannerDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const title = intl.formatMessage(m.createTitle);
  return (
    <FormDialog
      open={open}
      title={title}
      busy={busy}
      onClose={onClose}
      size="xl"
      testId="create-banner-dialog"
    >
      {open && (
        <BannerForm
          banner={null}
          label={title}
          submitLabel={intl.formatMessage(m.create)}
          onBusy={setBusy}
          onCancel={onClose}
          onSaved={(id) => {
            onClose();
            void navigate(bannerPath(id, locale));
          }}
        />
      )}
    </FormDialog>
  );
}
