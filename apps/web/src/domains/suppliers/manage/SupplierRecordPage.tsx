// /supplier/:code: one supplier: its data and contacts (management edits them), its state
// (deactivate / reactivate, asked first), its products on the shared grid and its audit log.
import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { getFragmentData, graphql } from '../../../gql';
import { localizePath } from '../../../i18n/locale';
import { useLocale } from '../../../i18n/useLocale';
import { AuditLogPanel } from '../../../app/manage/audit/AuditLogPanel';
import { RecordPageStates } from '../../../app/manage/page/RecordStates';
import { ManagementPage } from '../../../app/manage/page/ManagementPage';
import { RecordStateActions } from '../../../app/manage/page/RecordStateActions';
import { useCan } from '../../../app/manage/permissions/useCan';
import { fieldMessages as f, recordMessages as m } from './messages';
import { SupplierContactsSection } from './SupplierContactsSection';
import { SupplierDetailsSection } from './SupplierDetailsSection';
import { SupplierProducts } from './SupplierProducts';
import { SupplierStateBadge } from './SupplierStateBadge';
import {
  DeactivateSupplierMutation,
  ReactivateSupplierMutation,
  useEditSupplierMutation,
} from './useEditSupplierMutation';
import { manageCommonMessages } from '../../../app/manage/common-messages';
import { commonMessages } from '../../../i18n/common-messages';
import { RecordColumns, RecordWarning } from '../../../app/manage/page/record-layout';

/** Everything the page shows: what the query and every change ask for. */
export const SupplierRecord_all = graphql(`
  fragment SupplierRecord_all on SupplierRecord {
    code
    name
    city
    active
    createdAt
    productCount
    ...SupplierDetailsSection_supplier
    ...SupplierContactsSection_supplier
  }
`);

const SupplierRecordQuery = graphql(`
  query SupplierRecordPage($code: String!) {
    supplier(code: $code) {
      ...SupplierRecord_all
    }
  }
`);

/** How the audit log names the supplier's fields. */
const auditFieldLabels = {
  ragioneSociale: commonMessages.companyName,
  partitaIva: commonMessages.vatNumber,
  email: manageCommonMessages.eMail,
  telefono: commonMessages.phone,
  indirizzo: f.street,
  cap: manageCommonMessages.postcode,
  citta: manageCommonMessages.city,
  provincia: manageCommonMessages.province,
  nazione: manageCommonMessages.country,
  attivo: manageCommonMessages.active,
  'contatto.nome': manageCommonMessages.contactName,
  'contatto.ruolo': manageCommonMessages.contactRole,
  'contatto.email': manageCommonMessages.contactEMail,
  'contatto.telefono': manageCommonMessages.contactPhone,
};

export function SupplierRecordPage() {
  const intl = useIntl();
  const locale = useLocale();
  const code = useParams().code ?? '';
  const query = useQuery(SupplierRecordQuery, { variables: { code } });
  const found = query.data?.supplier;
  return (
    <RecordPageStates
      query={query}
      record={found && getFragmentData(SupplierRecord_all, found)}
      messages={m}
      notFound={{
        values: { code },
        backTo: localizePath('/suppliermanagement', locale),
        testId: 'supplier-not-found',
      }}
    >
      {(supplier) => (
        <ManagementPage
          title={supplier.name}
          subtitle={intl.formatMessage(m.subtitle, {
            code: supplier.code,
            city: supplier.city,
            since: intl.formatDate(new Date(supplier.createdAt), { dateStyle: 'medium' }),
          })}
          actions={<StateAction supplier={supplier} />}
        >
          {!supplier.active && (
            <RecordWarning testId="supplier-inactive">{intl.formatMessage(m.inactiveNote)}</RecordWarning>
          )}
          <RecordColumns>
            <SupplierDetailsSection supplier={supplier} />
            <SupplierContactsSection supplier={supplier} />
          </RecordColumns>
          <SupplierProducts code={supplier.code} />
          <AuditLogPanel entity="SUPPLIER" recordKey={supplier.code} fieldLabels={auditFieldLabels} />
        </ManagementPage>
      )}
    </RecordPageStates>
  );
}

/** The state badge and, for management, deactivate (asked first) or reactivate. */
function StateAction({
  supplier,
}: {
  supplier: { code: string; name: string; active: boolean; productCount: number };
}) {
  const intl = useIntl();
  const canEdit = useCan('SUPPLIERS_EDIT');
  const [deactivate, deactivating] = useEditSupplierMutation(DeactivateSupplierMutation);
  const [reactivate, reactivating] = useEditSupplierMutation(ReactivateSupplierMutation);
  return (
    <RecordStateActions
      badges={<SupplierStateBadge active={supplier.active} size="lg" />}
      shown={canEdit ? (supplier.active ? 'asked' : 'direct') : null}
      asked={{
        label: intl.formatMessage(m.deactivate),
        busy: deactivating,
        run: () => deactivate({ code: supplier.code }),
        title: intl.formatMessage(m.deactivateTitle, { name: supplier.name }),
        text: intl.formatMessage(m.deactivateText, { count: supplier.productCount }),
      }}
      direct={{
        label: intl.formatMessage(m.reactivate),
        busy: reactivating,
        run: () => reactivate({ code: supplier.code }),
      }}
      failedMessage={m.stateChangeFailed}
    />
  );
}
