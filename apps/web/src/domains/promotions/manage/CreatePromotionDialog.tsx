// The new-promotion dialog: the whole form (code, offer and rule, texts, targets, audience, days); a
// saved promotion opens its page.
import { useIntl } from 'react-intl';
import { useLocale } from '../../../i18n/useLocale';
import { CreateRecordDialog } from '../../../app/manage/form/CreateRecordDialog';
import { recordMessages as m } from './messages';
import { promotionPath } from './paths';
import { PromotionForm } from './PromotionForm';
import { manageCommonMessages } from '../../../app/manage/common-messages';

export function CreatePromotionDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const locale = useLocale();
  const title = intl.formatMessage(manageCommonMessages.newPromotion);
  return (
    <CreateRecordDialog
      open={open}
      onClose={onClose}
      title={title}
      testId="create-promotion-dialog"
      recordPath={(code) => promotionPath(code, locale)}
    >
      {(form) => (
        <PromotionForm promotion={null} label={title} submitLabel={intl.formatMessage(m.create)} {...form} />
      )}
    </CreateRecordDialog>
  );
}
