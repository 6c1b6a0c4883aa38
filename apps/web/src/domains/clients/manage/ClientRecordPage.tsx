// /client/:code: the client record. One query for the whole record; each section renders its own
// fragment and offers only the edits the user's permissions allow (the API checks them again). A
// client that does not exist or is out of the user's reach (an agent's other clients) is "not found".
import { Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { getFragmentData, graphql } from '../../../gql';
import { localizePath } from '../../../i18n/locale';
import { useLocale } from '../../../i18n/useLocale';
import { AuditLogPanel } from '../../../app/manage/audit/AuditLogPanel';
import { RecordPageStates } from '../../../app/manage/page/RecordStates';
import { ManagementPage } from '../../../app/manage/page/ManagementPage';
import { ClientAddressesSection } from './ClientAddressesSection';
import { ClientAgentSection } from './ClientAgentSection';
import { ClientCompanySection } from './ClientCompanySection';
import { ClientContactsSection } from './ClientContactsSection';
import { ClientDocumentsSection } from './ClientDocumentsSection';
import { InternalDocumentsSection } from '../../internal-documents/manage/index';
import { useCan } from '../../../app/manage/permissions/useCan';
import { ClientExposureSection } from './ClientExposureSection';
import { ClientNotesSection } from './ClientNotesSection';
import { ClientOrdersSection } from './ClientOrdersSection';
import { ClientRecordActions } from './ClientRecordActions';
import { ClientSummaryCards } from './ClientSummaryCards';
import { ClientTermsSection } from './ClientTermsSection';
import { auditFieldMessages } from './audit-field-messages';
import { orderAuditValueLabels } from '../../orders/manage/index';
import { recordMessages as m } from './record-messages';
import { RecordColumns } from '../../../app/manage/page/record-layout';

/** Everything the page shows: what every query and edit of the record asks for. */
export const ClientRecord_all = graphql(`
  fragment ClientRecord_all on ClientRecord {
    code
    name
    clientSince
    registeredOffice {
      city
    }
    ...ClientSummaryCards_client
    ...ClientCompanySection_client
    ...ClientAddressesSection_client
    ...ClientTermsSection_client
    ...ClientAgentSection_client
    ...ClientExposureSection_client
    ...ClientContactsSection_client
    ...ClientNotesSection_client
    openOrders {
      ...ClientOrdersSection_order
    }
    latestOrders {
      ...ClientOrdersSection_order
    }
  }
`);

const ClientRecordQuery = graphql(`
  query ClientRecordPage($code: String!) {
    client(code: $code) {
      ...ClientRecord_all
    }
  }
`);

/** The record's texts; its way back leads to the directory. */
const pageMessages = { ...m, backToList: m.backToDirectory };

export function ClientRecordPage() {
  const intl = useIntl();
  const locale = useLocale();
  const code = useParams().code ?? '';
  const canReadDocuments = useCan('DOCUMENTS_READ');
  const canReadInternalDocuments = useCan('INTDOCUMENTS_READ');
  const query = useQuery(ClientRecordQuery, { variables: { code } });
  const found = query.data?.client;
  return (
    <RecordPageStates
      query={query}
      record={found && getFragmentData(ClientRecord_all, found)}
      messages={pageMessages}
      notFound={{ values: { code }, backTo: localizePath('/clients', locale), testId: 'client-not-found' }}
    >
      {(client) => (
        <ManagementPage
          title={client.name}
          subtitle={intl.formatMessage(m.subtitle, {
            code: client.code,
            city: client.registeredOffice.city,
            since: intl.formatDate(new Date(client.clientSince), { dateStyle: 'medium' }),
          })}
          actions={<ClientRecordActions clientCode={client.code} />}
        >
          <ClientSummaryCards client={client} />
          <RecordColumns>
            <Stack gap="4" minW="0">
              <ClientCompanySection client={client} />
              <ClientAddressesSection client={client} />
              <ClientContactsSection client={client} />
              <ClientNotesSection client={client} />
            </Stack>
            <Stack gap="4" minW="0">
              <ClientTermsSection client={client} />
              <ClientAgentSection client={client} />
              <ClientExposureSection client={client} />
            </Stack>
          </RecordColumns>
          <ClientOrdersSection kind="open" orders={client.openOrders} />
          <ClientOrdersSection kind="latest" orders={client.latestOrders} />
          {canReadDocuments && <ClientDocumentsSection clientCode={client.code} />}
          {canReadInternalDocuments && <InternalDocumentsSection owner={{ clientCode: client.code }} />}
          <AuditLogPanel
            entity="CLIENT"
            recordKey={client.code}
            fieldLabels={auditFieldMessages}
            valueLabels={orderAuditValueLabels}
          />
        </ManagementPage>
      )}
    </RecordPageStates>
  );
}
