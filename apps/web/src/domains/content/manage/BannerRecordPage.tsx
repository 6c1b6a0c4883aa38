// /bannermanagement/:id: one banner, its form beside the preview (saved at once to the storefront),
// delete (asked first) and its audit log.
import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router-dom';
import { getFragmentData } from '../../../gql';
import type { BannerRecord_AllFragment } from '../../../gql/graphql';
import { useLocale } from '../../../i18n/useLocale';
import { AuditLogPanel } from '../../../app/manage/audit/AuditLogPanel';
import { ManagementPage } from '../../../app/manage/page/ManagementPage';
import { RecordSection } from '../../../app/manage/page/record-parts';
import { RecordPageStates } from '../../../app/manage/page/RecordStates';
import { RecordStateActions } from '../../../app/manage/page/RecordStateActions';
import { contentMessages as cm } from '../../../app/manage/publishing/messages';
import { BannerForm } from './BannerForm';
import { BannerStateBadge } from './BannersPage';
import { fieldMessages as f, placementMessages, recordMessages as m } from './messages';
import { bannersPath } from './paths';
import { BannerRecord_all, BannerRecordQuery, useDeleteBanner } from './useBannerMutations';
import { manageCommonMessages } from '../../../app/manage/common-messages';

/** How the audit log names the banner's fields (the REST contract's names). */
const auditFieldLabels = {
  tipo: f.placement,
  titoloIt: f.titleIt,
  titoloEn: f.titleEn,
  testoIt: f.textIt,
  testoEn: f.textEn,
  link: f.link,
  immagine: f.picture,
  dal: cm.from,
  al: cm.to,
  posizione: cm.position,
  attivo: f.activeAudit,
};

const headline = (banner: BannerRecord_AllFragment) =>
  banner.placement === 'HOME' ? banner.titleIt : banner.textIt;

/** The page's texts: the shared loading ones (publishing) and the banner's own. */
const pageMessages = { ...cm, ...m };

export function BannerRecordPage() {
  const intl = useIntl();
  const locale = useLocale();
  const id = useParams().id ?? '';
  const query = useQuery(BannerRecordQuery, { variables: { id } });
  const found = query.data?.managedBanner;
  return (
    <RecordPageStates
      query={query}
      record={found && getFragmentData(BannerRecord_all, found)}
      messages={pageMessages}
      notFound={{ values: { id }, backTo: bannersPath(locale), testId: 'banner-not-found' }}
    >
      {(banner) => {
        const title = headline(banner) || intl.formatMessage(m.untitled, { id: banner.id });
        return (
          <ManagementPage
            title={title}
            subtitle={intl.formatMessage(m.subtitle, {
              placement: intl.formatMessage(placementMessages[banner.placement]),
              id: banner.id,
            })}
            actions={<DeleteAction banner={banner} name={title} />}
          >
            <RecordSection id="banner" title={intl.formatMessage(m.formTitle)}>
              <BannerForm
                key={banner.id}
                banner={banner}
                label={intl.formatMessage(m.formTitle)}
                page
                onSaved={() => undefined}
              />
            </RecordSection>
            <AuditLogPanel entity="BANNER" recordKey={banner.id} fieldLabels={auditFieldLabels} />
          </ManagementPage>
        );
      }}
    </RecordPageStates>
  );
}

/** The state badge and delete (asked first); a deleted banner leads back to the list. */
function DeleteAction({ banner, name }: { banner: BannerRecord_AllFragment; name: string }) {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const [remove, removing] = useDeleteBanner();
  return (
    <RecordStateActions
      badges={<BannerStateBadge state={banner.state} size="lg" />}
      shown="asked"
      asked={{
        label: intl.formatMessage(manageCommonMessages.delete),
        busy: removing,
        run: () => remove(banner.id).then(() => navigate(bannersPath(locale), { replace: true })),
        title: intl.formatMessage(m.deleteTitle),
        text: intl.formatMessage(m.deleteText, { name }),
      }}
      failedMessage={m.deleteFailed}
    />
  );
}
