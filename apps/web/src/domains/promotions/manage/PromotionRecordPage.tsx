// /promomanagement/:code: one promotion, its whole form (prices follow a save at once), activate or
// deactivate (asked first) and its audit log.
import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { getFragmentData } from '../../../gql';
import type { PromotionRecord_AllFragment } from '../../../gql/graphql';
import { toLanguage } from '../../../i18n/locale';
import { useLocale } from '../../../i18n/useLocale';
import { AuditLogPanel } from '../../../app/manage/audit/AuditLogPanel';
import { ManagementPage } from '../../../app/manage/page/ManagementPage';
import { RecordSection } from '../../../app/manage/page/record-parts';
import { RecordPageStates } from '../../../app/manage/page/RecordStates';
import { RecordStateActions } from '../../../app/manage/page/RecordStateActions';
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
import { RecordWarning } from '../../../app/manage/page/record-layout';

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

/** The page's texts: the shared loading ones (publishing) and the promotion's own. */
const pageMessages = { ...cm, ...m };

export function PromotionRecordPage() {
  const intl = useIntl();
  const locale = useLocale();
  const code = useParams().code ?? '';
  const query = useQuery(PromotionRecordQuery, {
    variables: { code, language: toLanguage(locale) },
  });
  const found = query.data?.managedPromotion;
  return (
    <RecordPageStates
      query={query}
      record={found && getFragmentData(PromotionRecord_all, found)}
      messages={pageMessages}
      notFound={{
        values: { code: code.toUpperCase() },
        backTo: promotionsPath(locale),
        testId: 'promotion-not-found',
      }}
    >
      {(promotion) => {
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
              <RecordWarning testId="promotion-inactive">{intl.formatMessage(m.inactiveNote)}</RecordWarning>
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
      }}
    </RecordPageStates>
  );
}

/** The state badge and activate, or deactivate (asked first). */
function StateAction({ promotion, title }: { promotion: PromotionRecord_AllFragment; title: string }) {
  const intl = useIntl();
  const [activate, activating] = useActivatePromotion();
  const [deactivate, deactivating] = useDeactivatePromotion();
  return (
    <RecordStateActions
      badges={<PromotionStateBadge state={promotion.state} size="lg" />}
      shown={promotion.active ? 'asked' : 'direct'}
      asked={{
        label: intl.formatMessage(manageCommonMessages.deactivate),
        busy: deactivating,
        run: () => deactivate({ code: promotion.code }),
        title: intl.formatMessage(m.deactivateTitle, { code: promotion.code }),
        text: intl.formatMessage(m.deactivateText, { title }),
      }}
      direct={{
        label: intl.formatMessage(m.activate),
        busy: activating,
        run: () => activate({ code: promotion.code }),
      }}
      failedMessage={cm.actionFailed}
      failedTestId="promotion-state-failed"
    />
  );
}
