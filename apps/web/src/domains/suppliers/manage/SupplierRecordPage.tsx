// /supplier/:code: one supplier: its data and contacts (management edits them), its state
// (deactivate / reactivate, asked first), its products on the shared grid and its audit log.
import { useState } from 'react';
import { Alert, Badge, Button, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { getFragmentData, graphql } from '../../../gql';
import { localizePath } from '../../../i18n/locale';
import { useLocale } from '../../../i18n/useLocale';
import { AuditLogPanel } from '../../../app/manage/audit/AuditLogPanel';
import { ConfirmDialog } from '../../../app/manage/form/ConfirmDialog';
import { formFailureOf } from '../../../app/manage/form/server-errors';
import { formMessages } from '../../../app/manage/form/messages';
import { RecordLoadState, RecordNotFound } from '../../../app/manage/page/RecordStates';
import { ManagementPage } from '../../../app/manage/page/ManagementPage';
import { useCan } from '../../../app/manage/permissions/useCan';
import { fieldMessages as f, recordMessages as m } from './messages';
import { SupplierContactsSection } from './SupplierContactsSection';
import { SupplierDetailsSection } from './SupplierDetailsSection';
import { SupplierProducts } from './SupplierProducts';
import {
  DeactivateSupplierMutation,
  ReactivateSupplierMutation,
  useEditSupplierMutation,
} from './useEditSupplierMutation';
import { manageCommonMessages } from '../../../app/manage/common-messages';
import { commonMessages } from '../../../i18n/common-messages';

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
  const { data, loading, error, refetch } = useQuery(SupplierRecordQuery, { variables: { code } });
  if (!data && (loading || error)) {
    return <RecordLoadState loading={loading} onRetry={() => void refetch()} messages={m} />;
  }
  const supplier = data?.supplier ? getFragmentData(SupplierRecord_all, data.supplier) : null;
  if (!supplier) {
    return (
      <RecordNotFound
        title={intl.formatMessage(m.notFoundTitle)}
        text={intl.formatMessage(m.notFoundText, { code })}
        backTo={localizePath('/suppliermanagement', locale)}
        backLabel={intl.formatMessage(m.backToList)}
        testId="supplier-not-found"
      />
    );
  }
  return (
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
        <Alert.Root status="warning" data-testid="supplier-inactive">
          <Alert.Indicator />
          <Alert.Description>{intl.formatMessage(m.inactiveNote)}</Alert.Description>
        </Alert.Root>
      )}
      <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4" alignItems="start">
        <SupplierDetailsSection supplier={supplier} />
        <SupplierContactsSection supplier={supplier} />
      </SimpleGrid>
      <SupplierProducts code={supplier.code} />
      <AuditLogPanel entity="SUPPLIER" recordKey={supplier.code} fieldLabels={auditFieldLabels} />
    </ManagementPage>
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
  const [asking, setAsking] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const [deactivate, deactivating] = useEditSupplierMutation(DeactivateSupplierMutation);
  const [reactivate, reactivating] = useEditSupplierMutation(ReactivateSupplierMutation);
  const report = (error: unknown) => {
    const failure = formFailureOf(error, () => undefined);
    setFailed(
      failure.kind === 'unreachable' ? intl.formatMessage(formMessages.unreachable) : failure.message,
    );
  };
  return (
    <Stack gap="2" align={{ base: 'flex-start', md: 'flex-end' }}>
      <Stack direction="row" gap="2" align="center">
        <Badge
          colorPalette={supplier.active ? 'green' : 'gray'}
          variant={supplier.active ? 'subtle' : 'outline'}
          size="lg"
        >
          {intl.formatMessage(
            supplier.active ? manageCommonMessages.active : manageCommonMessages.deactivated,
          )}
        </Badge>
        {canEdit &&
          (supplier.active ? (
            <Button variant="outline" colorPalette="red" onClick={() => setAsking(true)}>
              {intl.formatMessage(m.deactivate)}
            </Button>
          ) : (
            <Button
              variant="outline"
              loading={reactivating}
              onClick={() => {
                setFailed(null);
                void reactivate({ code: supplier.code }).catch(report);
              }}
            >
              {intl.formatMessage(m.reactivate)}
            </Button>
          ))}
      </Stack>
      {failed && (
        <Text role="alert" color="red.700" fontSize="sm">
          {intl.formatMessage(m.stateChangeFailed, { reason: failed })}
        </Text>
      )}
      <ConfirmDialog
        open={asking}
        title={intl.formatMessage(m.deactivateTitle, { name: supplier.name })}
        confirmLabel={intl.formatMessage(m.deactivate)}
        busy={deactivating}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setFailed(null);
          void deactivate({ code: supplier.code })
            .catch(report)
            .finally(() => setAsking(false));
        }}
      >
        {intl.formatMessage(m.deactivateText, { count: supplier.productCount })}
      </ConfirmDialog>
    </Stack>
  );
}
