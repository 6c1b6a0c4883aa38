// The internal documents of a client (its own and its orders') or of one order, on their records:
// the list with download links, an upload form (refusals of size and type at the file field, in the
// user's language) for users who may edit them, and delete with a confirmation. Customers never
// reach these (INTDOCUMENTS_READ is staff only; the API checks it and the client scope again).
import { useRef, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import {
  Badge,
  Box,
  Button,
  Center,
  HStack,
  Input,
  Link,
  Spinner,
  Stack,
  Text,
  Textarea,
  VisuallyHidden,
} from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { getFragmentData, graphql } from '../../../gql';
import type { InternalDocumentItemFragment } from '../../../gql/graphql';
import { ConfirmDialog } from '../../../app/manage/form/ConfirmDialog';
import { OutcomeNote } from '../../../app/manage/page/OutcomeNote';
import { RecordSection } from '../../../app/manage/page/record-parts';
import { useCan } from '../../../app/manage/permissions/useCan';
import { internalDocumentMessages as m } from './messages';
import { DOCUMENT_ACCEPT, uploadInternalDocument } from './upload-internal-document';
import { commonMessages } from '../../../i18n/common-messages';
import { manageCommonMessages } from '../../../app/manage/common-messages';
import { FormField } from '../../../app/manage/form/FormField';

const InternalDocumentItem = graphql(`
  fragment InternalDocumentItem on InternalDocument {
    id
    orderNumber
    title
    note
    fileName
    contentType
    size
    uploadedBy
    uploadedAt
    downloadUrl
  }
`);

const ClientInternalDocumentsQuery = graphql(`
  query ClientInternalDocuments($code: String!) {
    client(code: $code) {
      code
      internalDocuments {
        ...InternalDocumentItem
      }
    }
  }
`);

const OrderInternalDocumentsQuery = graphql(`
  query OrderInternalDocuments($number: String!) {
    managedOrder(number: $number) {
      number
      internalDocuments {
        ...InternalDocumentItem
      }
    }
  }
`);

const DeleteInternalDocumentMutation = graphql(`
  mutation DeleteInternalDocument($id: ID!) {
    deleteInternalDocument(id: $id) {
      id
      title
    }
  }
`);

type Owner = { clientCode: string } | { orderNumber: string };
type Outcome = { status: 'success' | 'error'; text: string };

function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export function InternalDocumentsSection({ owner }: { owner: Owner }) {
  const intl = useIntl();
  const canEdit = useCan('INTDOCUMENTS_EDIT');
  const byClient = 'clientCode' in owner;
  const client = useQuery(ClientInternalDocumentsQuery, {
    variables: { code: byClient ? owner.clientCode : '' },
    skip: !byClient,
  });
  const order = useQuery(OrderInternalDocumentsQuery, {
    variables: { number: byClient ? '' : owner.orderNumber },
    skip: byClient,
  });
  const { loading, refetch } = byClient ? client : order;
  const raw = byClient ? client.data?.client?.internalDocuments : order.data?.managedOrder?.internalDocuments;
  const documents = raw?.map((doc) => getFragmentData(InternalDocumentItem, doc));
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [deleting, setDeleting] = useState<InternalDocumentItemFragment | null>(null);
  const [remove, removing] = useMutation(DeleteInternalDocumentMutation);
  const reload = async () => {
    await refetch().catch(() => undefined);
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove({ variables: { id: deleting.id } });
      setOutcome({ status: 'success', text: intl.formatMessage(m.deleted, { title: deleting.title }) });
      await reload();
    } catch (error) {
      const reason = CombinedGraphQLErrors.is(error) ? error.errors[0]?.message : undefined;
      setOutcome({
        status: 'error',
        text: intl.formatMessage(manageCommonMessages.theOperationFailed, {
          reason: reason ?? intl.formatMessage(commonMessages.serviceNotAnswering),
        }),
      });
    } finally {
      setDeleting(null);
    }
  };
  return (
    <RecordSection id="internal-documents" title={intl.formatMessage(m.title)}>
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">
          {intl.formatMessage(m.intro)}
        </Text>
        <OutcomeNote outcome={outcome} size="sm" testId="intdocuments-outcome" />
        {!documents && loading ? (
          <Center py="3">
            <Spinner role="status" aria-label={intl.formatMessage(m.loading)} />
          </Center>
        ) : !documents ? (
          <Text role="alert">{intl.formatMessage(m.loadFailed)}</Text>
        ) : documents.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {intl.formatMessage(m.none)}
          </Text>
        ) : (
          <Stack as="ul" gap="2" listStyleType="none" ps="0" data-testid="intdocuments-list">
            {documents.map((doc) => (
              <Box as="li" key={doc.id} borderWidth="1px" borderRadius="md" p="2" data-testid="intdocument">
                <HStack justify="space-between" align="start" gap="2" wrap="wrap">
                  <Stack gap="0.5" minW="0" flex="1">
                    <HStack gap="2" wrap="wrap">
                      <Text fontWeight="semibold" overflowWrap="anywhere">
                        {doc.title}
                      </Text>
                      {byClient && doc.orderNumber && (
                        <Badge variant="outline" size="sm">
                          {intl.formatMessage(commonMessages.orderNumber, { number: doc.orderNumber })}
                        </Badge>
                      )}
                    </HStack>
                    <Text fontSize="xs" color="fg.muted" overflowWrap="anywhere">
                      {intl.formatMessage(m.meta, {
                        file: doc.fileName,
                        size: sizeText(doc.size),
                        by: doc.uploadedBy,
                        date: intl.formatDate(doc.uploadedAt, { dateStyle: 'medium' }),
                      })}
                    </Text>
                    {doc.note && (
                      <Text fontSize="sm" whiteSpace="pre-wrap">
                        {doc.note}
                      </Text>
                    )}
                  </Stack>
                  <HStack gap="2">
                    <Link href={doc.downloadUrl} download color="primary.fg" textDecoration="underline">
                      {intl.formatMessage(commonMessages.download)}
                      <VisuallyHidden>
                        {' '}
                        {intl.formatMessage(m.downloadNamed, { title: doc.title, file: doc.fileName })}
                      </VisuallyHidden>
                    </Link>
                    {canEdit && (
                      <Button
                        size="xs"
                        variant="outline"
                        colorPalette="red"
                        aria-label={intl.formatMessage(m.deleteNamed, { title: doc.title })}
                        onClick={() => setDeleting(doc)}
                      >
                        {intl.formatMessage(manageCommonMessages.delete)}
                      </Button>
                    )}
                  </HStack>
                </HStack>
              </Box>
            ))}
          </Stack>
        )}
        {canEdit && (
          <UploadForm
            owner={owner}
            onUploaded={async (title) => {
              setOutcome({ status: 'success', text: intl.formatMessage(m.uploaded, { title }) });
              await reload();
            }}
          />
        )}
      </Stack>
      <ConfirmDialog
        open={deleting !== null}
        title={intl.formatMessage(m.confirmTitle)}
        confirmLabel={intl.formatMessage(manageCommonMessages.delete)}
        busy={removing.loading}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      >
        {deleting && intl.formatMessage(m.confirmText, { title: deleting.title, file: deleting.fileName })}
      </ConfirmDialog>
    </RecordSection>
  );
}

const FILE_RULES = {
  fileRequired: m.fileRequired,
  fileTooLarge: m.fileTooLarge,
  fileType: m.fileType,
} as const;

function UploadForm({ owner, onUploaded }: { owner: Owner; onUploaded: (title: string) => Promise<void> }) {
  const intl = useIntl();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [title, setTitle] = useState('');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const missing: Record<string, string> = {};
    if (!file) missing.file = intl.formatMessage(m.fileRequired);
    if (title.trim() === '') missing.title = intl.formatMessage(manageCommonMessages.thisFieldIsRequired);
    setErrors(missing);
    if (!file || Object.keys(missing).length > 0) return;
    setBusy(true);
    const outcome = await uploadInternalDocument(owner, { file, title, note });
    setBusy(false);
    if (outcome.ok) {
      setFile(null);
      setTitle('');
      setNote('');
      if (fileInput.current) fileInput.current.value = '';
      await onUploaded(outcome.title);
      return;
    }
    if (outcome.kind === 'unreachable') {
      setErrors({
        form: intl.formatMessage(manageCommonMessages.theOperationFailed, {
          reason: intl.formatMessage(commonMessages.serviceNotAnswering),
        }),
      });
      return;
    }
    const field = outcome.field && ['file', 'title', 'note'].includes(outcome.field) ? outcome.field : 'form';
    const known = outcome.rule ? FILE_RULES[outcome.rule as keyof typeof FILE_RULES] : undefined;
    setErrors({ [field]: known ? intl.formatMessage(known) : outcome.message });
  };
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby="intdocument-upload-heading"
      data-testid="intdocument-upload"
    >
      <Stack gap="3" borderTopWidth="1px" pt="4">
        <Text as="h3" fontWeight="semibold" id="intdocument-upload-heading">
          {intl.formatMessage(m.upload)}
        </Text>
        <FormField
          label={intl.formatMessage(m.file)}
          error={errors.file}
          hint={intl.formatMessage(m.fileHint)}
          required
          errorTestId="intdocument-file-error"
        >
          <Input
            ref={fileInput}
            type="file"
            accept={DOCUMENT_ACCEPT}
            p="1"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            data-testid="intdocument-file"
          />
        </FormField>
        <FormField label={intl.formatMessage(manageCommonMessages.title)} error={errors.title} required>
          <Input
            value={title}
            maxLength={120}
            onChange={(e) => setTitle(e.target.value)}
            data-testid="intdocument-title"
          />
        </FormField>
        <FormField label={intl.formatMessage(manageCommonMessages.note)} error={errors.note}>
          <Textarea value={note} maxLength={1000} rows={2} onChange={(e) => setNote(e.target.value)} />
        </FormField>
        {errors.form && (
          <Text role="alert" color="red.700" fontSize="sm">
            {errors.form}
          </Text>
        )}
        <Button
          type="submit"
          colorPalette="primary"
          alignSelf="flex-start"
          loading={busy}
          data-testid="intdocument-submit"
        >
          {intl.formatMessage(m.submit)}
        </Button>
      </Stack>
    </form>
  );
}
