// The new-promotion dialog: the whole form (code, offer and rule, texts, targets, audience, days); a
// saved promotion opens its page.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useLocale } from '../../../i18n/useLocale';
import { FormDialog } from '../../../app/manage/form/FormDialog';
import { recordMessages as m } from './messages';
import { promotionPath } from './paths';
import { PromotionForm } from './PromotionForm';

export function CreatePromotionDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
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
      testId="create-promotion-dialog"
    >
      {open && (
        <PromotionForm
          promotion={null}
          label={title}
          submitLabel={intl.formatMessage(m.create)}
          onBusy={setBusy}
          onCancel={onClose}
          onSaved={(code) => {
            onClose();
            void navigate(promotionPath(code, locale));
          }}
        />
      )}
    </FormDialog>
  );
}
