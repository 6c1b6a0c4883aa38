// /bannermanagement/:id: one banner, its form beside the preview (saved at once to the storefront),
// delete (asked first) and its audit log.
import { useState } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router-dom';
import { getFragmentData } from '../../../gql';
import type { BannerRecord_AllFragment } from '../../../gql/graphql';
import { useLocale } from '../../../i18n/useLocale';
import { AuditLogPanel } from '../../../app/manage/audit/AuditLogPanel';
import { ConfirmDialog } from '../../../app/manage/form/ConfirmDialog';
import { formMessages } from '../../../app/manage/form/messages';
import { formFailureOf } from '../../../app/manage/form/server-errors';
import { ManagementPage } from '../../../app/manage/page/ManagementPage';
import { RecordSection } from '../../../app/manage/page/record-parts';
import { RecordLoadState, RecordNotFound } from '../../../app/manage/page/RecordStates';
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

export function BannerRecordPage() {
  const intl = useIntl();
  const locale = useLocale();
  const id = useParams().id ?? '';
  const { data, loading, error, refetch } = useQuery(BannerRecordQuery, { variables: { id } });
  if (!data && (loading || error)) {
    return <RecordLoadState loading={loading} onRetry={() => void refetch()} messages={cm} />;
  }
  const banner = data?.managedBanner ? getFragmentData(BannerRecord_all, data.managedBanner) : null;
  if (!banner) {
    return (
      <RecordNotFound
        title={intl.formatMessage(m.notFoundTitle)}
        text={intl.formatMessage(m.notFoundText, { id })}
        backTo={bannersPath(locale)}
        backLabel={intl.formatMessage(m.backToList)}
        testId="banner-not-found"
      />
    );
  }
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
}

/** The state badge and delete (asked first); a deleted banner leads back to the list. */
function DeleteAction({ banner, name }: { banner: BannerRecord_AllFragment; name: string }) {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const [remove, removing] = useDeleteBanner();
  return (
    <Stack gap="2" align={{ base: 'flex-start', md: 'flex-end' }}>
      <Stack direction="row" gap="2" align="center">
        <BannerStateBadge state={banner.state} size="lg" />
        <Button variant="outline" colorPalette="red" onClick={() => setAsking(true)}>
          {intl.formatMessage(manageCommonMessages.delete)}
        </Button>
      </Stack>
      {failed && (
        <Text role="alert" color="red.700" fontSize="sm">
          {intl.formatMessage(m.deleteFailed, { reason: failed })}
        </Text>
      )}
      <ConfirmDialog
        open={asking}
        title={intl.formatMessage(m.deleteTitle)}
        confirmLabel={intl.formatMessage(manageCommonMessages.delete)}
        busy={removing}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setFailed(null);
          remove(banner.id)
            .then(() => navigate(bannersPath(locale), { replace: true }))
            .catch((error: unknown) => {
              const failure = formFailureOf(error, () => undefined);
              setFailed(
                failure.kind === 'unreachable'
                  ? intl.formatMessage(formMessages.unreachable)
                  : failure.kind === 'refused'
                    ? failure.message
                    : '',
              );
              setAsking(false);
            });
        }}
      >
        {intl.formatMessage(m.deleteText, { name })}
      </ConfirmDialog>
    </Stack>
  );
}
