// Notes on the client, newest first; agents, the sales office and management add them (signed, never
// edited: what was written stays as it was written).
import { chakra, Stack, Text, Textarea } from '@chakra-ui/react';
import { clientNoteAddPayloadSchema } from '@shop/contract';
import { useIntl } from 'react-intl';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { FormFailureAlert, FormField, SubmitButton } from '../../../app/manage/form/FormField';
import { fromContract, useManagementForm } from '../../../app/manage/form/useManagementForm';
import { useCan } from '../../../app/manage/permissions/useCan';
import { fieldMessages as f } from './record-messages';
import { noteMessages as n } from './section-messages';
import { RecordSection } from '../../../app/manage/page/record-parts';
import { AddClientNoteMutation, useEditClientMutation } from './useEditClientMutation';
import { commonMessages } from '../../../i18n/common-messages';

export const ClientNotesSection_client = graphql(`
  fragment ClientNotesSection_client on ClientRecord {
    code
    notes {
      id
      text
      author
      createdAt
    }
  }
`);

const noteSchema = fromContract(clientNoteAddPayloadSchema, { text: 'testo' });

export function ClientNotesSection(props: { client: FragmentType<typeof ClientNotesSection_client> }) {
  const intl = useIntl();
  const client = getFragmentData(ClientNotesSection_client, props.client);
  const canAdd = useCan('CLIENTS_EDIT_CONTACTS');
  return (
    <RecordSection id="notes" title={intl.formatMessage(commonMessages.notes)}>
      <Stack gap="4">
        {canAdd && <NoteForm clientCode={client.code} />}
        {client.notes.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {intl.formatMessage(n.empty)}
          </Text>
        ) : (
          <chakra.ol listStyleType="none" display="grid" gap="3">
            {client.notes.map((note) => (
              <chakra.li
                key={note.id}
                borderTopWidth="1px"
                borderColor="border"
                pt="3"
                fontSize="sm"
                data-testid="note"
              >
                <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
                  {note.text}
                </Text>
                <Text color="fg.muted" fontSize="xs" mt="1">
                  {intl.formatMessage(n.by, {
                    author: note.author,
                    date: intl.formatDate(new Date(note.createdAt), {
                      dateStyle: 'medium',
                      timeStyle: 'short',
                    }),
                  })}
                </Text>
              </chakra.li>
            ))}
          </chakra.ol>
        )}
      </Stack>
    </RecordSection>
  );
}

function NoteForm({ clientCode }: { clientCode: string }) {
  const intl = useIntl();
  const [add] = useEditClientMutation(AddClientNoteMutation);
  const { form, submit, submitting, failure } = useManagementForm({
    schema: noteSchema,
    defaultValues: { text: '' },
    onSubmit: async ({ text }) => {
      await add({ code: clientCode, text });
      form.reset({ text: '' });
    },
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="2" align="flex-start">
        <FormField label={intl.formatMessage(f.note)} error={form.formState.errors.text}>
          <Textarea {...form.register('text')} rows={3} />
        </FormField>
        <FormFailureAlert failure={failure} />
        <SubmitButton submitting={submitting}>{intl.formatMessage(n.add)}</SubmitButton>
      </Stack>
    </form>
  );
}
