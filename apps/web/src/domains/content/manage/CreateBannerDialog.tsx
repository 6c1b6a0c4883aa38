// The new-banner dialog: the banner's form with its preview; a saved banner opens its page.
import { useIntl } from 'react-intl';
import { useLocale } from '../../../i18n/useLocale';
import { CreateRecordDialog } from '../../../app/manage/form/CreateRecordDialog';
import { BannerForm } from './BannerForm';
import { recordMessages as m } from './messages';
import { bannerPath } from './paths';
import { manageCommonMessages } from '../../../app/manage/common-messages';

export function CreateBannerDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const locale = useLocale();
  const title = intl.formatMessage(manageCommonMessages.newBanner);
  return (
    <CreateRecordDialog
      open={open}
      onClose={onClose}
      title={title}
      testId="create-banner-dialog"
      recordPath={(id) => bannerPath(id, locale)}
    >
      {(form) => (
        <BannerForm banner={null} label={title} submitLabel={intl.formatMessage(m.create)} {...form} />
      )}
    </CreateRecordDialog>
  );
}
