// /promomanagement/:code: one promotion, its whole form (prices follow a save at once), activate or
// deactivate (asked first) and its audit log.
import { useState } from 'react';
import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { getFragmentData } from '../../../gql';
import type { PromotionRecord_AllFragment } from '../../../gql/graphql';
import { toLanguage } from '../../../i18n/locale';
import { useLocale } from '../../../i18n/useLocale';
import { AuditLogPanel } from '../../../app/manage/audit/AuditLogPanel';
import { ConfirmDialog } from '../../../app/manage/form/ConfirmDialog';
import { formMessages } from '../../../app/manage/form/messages';
import { formFailureOf } from '../../../app/manage/form/server-errors';
import { ManagementPage } from '../../../app/manage/page/ManagementPage';
import { RecordSection } from '../../../app/manage/page/record-parts';
import { RecordLoadState, RecordNotFound } from '../../../app/manage/page/RecordStates';
import { formatDays } from '../../../app/manage/publishing/days';
import { contentMessages as cm } from '../../../app/manage/publishing/messages';
import { fieldMessages as f, offerMessages, recordMessages as m } from './messages';
import { promotionsPath } from './paths';
import { PromotionForm } from './PromotionForm';
import { PromotionStateBadge } from './PromotionStateBadge';
import {
  PromotionRecord_all,
  PromotionRecordQuery,
  useActivatePromotion,
  useDeactivatePromotion,
} from './usePromotionMutations';
import { manageCommonMessages } from '../../../app/manage/common-messages';
import { commonMessages } from '../../../i18n/common-messages';

/** How the audit log names the promotion's fields (the REST contract's names). */
const auditFieldLabels = {
  tipo: manageCommonMessages.offer,
  titoloIt: manageCommonMessages.titleItalian,
  titoloEn: manageCommonMessages.titleEnglish,
  descrizioneIt: f.descriptionIt,
  descrizioneEn: f.descriptionEn,
  dal: cm.from,
  al: cm.to,
  sconto: manageCommonMessages.discount,
  minimoOrdine: f.minOrder,
  ogni: f.giftEvery,
  omaggio: f.giftQty,
  articoli: commonMessages.products,
  categorie: f.categories,
  marchi: commonMessages.brands,
  clienti: manageCommonMessages.clients,
  listini: f.priceLists,
  immagine: manageCommonMessages.picture,
  posizione: cm.position,
  attiva: f.activeAudit,
};

export function PromotionRecordPage() {
  const intl = useIntl();
  const locale = useLocale();
  const code = useParams().code ?? '';
  const { data, loading, error, refetch } = useQuery(PromotionRecordQuery, {
    variables: { code, language: toLanguage(locale) },
  });
  if (!data && (loading || error)) {
    return <RecordLoadState loading={loading} onRetry={() => void refetch()} messages={cm} />;
  }
  const promotion = data?.managedPromotion
    ? getFragmentData(PromotionRecord_all, data.managedPromotion)
    : null;
  if (!promotion) {
    return (
      <RecordNotFound
        title={intl.formatMessage(m.notFoundTitle)}
        text={intl.formatMessage(m.notFoundText, { code: code.toUpperCase() })}
        backTo={promotionsPath(locale)}
        backLabel={intl.formatMessage(m.backToList)}
        testId="promotion-not-found"
      />
    );
  }
  const title = locale === 'en' ? promotion.titleEn : promotion.titleIt;
  return (
    <ManagementPage
      title={title || promotion.code}
      subtitle={intl.formatMessage(m.subtitle, {
        code: promotion.code,
        offer: intl.formatMessage(offerMessages[promotion.offer]),
        days: formatDays(intl, promotion.from, promotion.to),
      })}
      actions={<StateAction promotion={promotion} title={title} />}
    >
      {!promotion.active && (
        <Alert.Root status="warning" data-testid="promotion-inactive">
          <Alert.Indicator />
          <Alert.Description>{intl.formatMessage(m.inactiveNote)}</Alert.Description>
        </Alert.Root>
      )}
      <RecordSection id="promotion" title={intl.formatMessage(m.formTitle)}>
        <PromotionForm
          key={promotion.code}
          promotion={promotion}
          label={intl.formatMessage(m.formTitle)}
          page
          onSaved={() => undefined}
        />
      </RecordSection>
      <AuditLogPanel entity="PROMOTION" recordKey={promotion.code} fieldLabels={auditFieldLabels} />
    </ManagementPage>
  );
}

/** The state badge and activate, or deactivate (asked first). */
function StateAction({ promotion, title }: { promotion: PromotionRecord_AllFragment; title: string }) {
  const intl = useIntl();
  const [asking, setAsking] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const [activate, activating] = useActivatePromotion();
  const [deactivate, deactivating] = useDeactivatePromotion();
  const report = (error: unknown) => {
    const failure = formFailureOf(error, () => undefined);
    setFailed(
      failure.kind === 'unreachable'
        ? intl.formatMessage(formMessages.unreachable)
        : failure.kind === 'refused'
          ? failure.message
          : '',
    );
  };
  return (
    <Stack gap="2" align={{ base: 'flex-start', md: 'flex-end' }}>
      <Stack direction="row" gap="2" align="center">
        <PromotionStateBadge state={promotion.state} size="lg" />
        {promotion.active ? (
          <Button variant="outline" colorPalette="red" onClick={() => setAsking(true)}>
            {intl.formatMessage(manageCommonMessages.deactivate)}
          </Button>
        ) : (
          <Button
            variant="outline"
            loading={activating}
            onClick={() => {
              setFailed(null);
              void activate({ code: promotion.code }).catch(report);
            }}
          >
            {intl.formatMessage(m.activate)}
          </Button>
        )}
      </Stack>
      {failed !== null && (
        <Text role="alert" color="red.700" fontSize="sm" data-testid="promotion-state-failed">
          {intl.formatMessage(cm.actionFailed, { reason: failed })}
        </Text>
      )}
      <ConfirmDialog
        open={asking}
        title={intl.formatMessage(m.deactivateTitle, { code: promotion.code })}
        confirmLabel={intl.formatMessage(manageCommonMessages.deactivate)}
        busy={deactivating}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setFailed(null);
          void deactivate({ code: promotion.code })
            .catch(report)
            .finally(() => setAsking(false));
        }}
      >
        {intl.formatMessage(m.deactivateText, { title })}
      </ConfirmDialog>
    </Stack>
  );
}
