// "Nuovo preventivo" (QUOTES_EDIT): a search of the client directory (code, name or city, 250 ms
// after typing; the API scopes it: an agent his own clients); choosing a client starts a quote for
// it (createQuote: revision 1, a draft) and opens its editor. Keyboard: ArrowDown from the field to
// the results, arrows between them, Enter in the field picks the only result (ClientPicker).
import { useState } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useLocale } from '../../../i18n/useLocale';
import { languageOf } from '../../../lib/order-record-paths';
import { FormDialog } from '../../../app/manage/form/FormDialog';
import { ClientPicker, useClientChoices } from '../../../app/manage/client-picker';
import { quoteActionMessages as a, quotesPageMessages as m } from './messages';
import { quotePath } from './paths';
import { CreateQuoteMutation, readManagedQuote } from './quote-documents';
import { manageCommonMessages } from '../../../app/manage/common-messages';

const PAGE_SIZE = 10;

export function NewQuoteButton() {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button colorPalette="primary" onClick={() => setOpen(true)}>
        {intl.formatMessage(manageCommonMessages.newQuote)}
      </Button>
      {open && <NewQuoteDialog onClose={() => setOpen(false)} />}
    </>
  );
}

function NewQuoteDialog({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const { term, setTerm, search, result, error } = useClientChoices(PAGE_SIZE);
  const [create, creating] = useMutation(CreateQuoteMutation);
  const [problem, setProblem] = useState<string | null>(null);
  const [choosing, setChoosing] = useState<string | null>(null);
  const found = result?.items ?? [];

  const choose = async (code: string) => {
    if (creating.loading) return;
    setProblem(null);
    setChoosing(code);
    try {
      const answer = await create({
        variables: { clientCode: code, language: languageOf(locale) },
        update: (cache) => {
          cache.evict({ id: 'ROOT_QUERY', fieldName: 'quotes' });
          cache.gc();
        },
      });
      const created = answer.data?.createQuote;
      const number = created ? readManagedQuote(created).number : undefined;
      if (number) navigate(quotePath(number, locale));
    } catch (failure) {
      setProblem(
        CombinedGraphQLErrors.is(failure)
          ? intl.formatMessage(m.createFailed, { reason: failure.errors[0]?.message ?? '' })
          : intl.formatMessage(a.unreachable),
      );
      setChoosing(null);
    }
  };
  return (
    <FormDialog
      open
      title={intl.formatMessage(manageCommonMessages.newQuote)}
      busy={creating.loading}
      onClose={onClose}
      testId="new-quote-dialog"
    >
      <Stack gap="3">
        <Text fontSize="sm">{intl.formatMessage(m.newHint)}</Text>
        <ClientPicker
          label={intl.formatMessage(m.clientSearch)}
          term={term}
          onTermChange={setTerm}
          clients={found}
          onPick={(client) => void choose(client.code)}
          pickLabel={intl.formatMessage(m.quoteFor)}
          busyCode={creating.loading ? choosing : null}
          listTestId="quote-client-choices"
          status={
            result ? intl.formatMessage(manageCommonMessages.clientsFound, { count: found.length }) : ''
          }
          notices={
            <>
              {error && search !== '' && (
                <Text role="alert" color="red.700" fontSize="sm">
                  {intl.formatMessage(m.clientSearchFailed)}
                </Text>
              )}
              {problem && (
                <Text role="alert" color="red.700" fontSize="sm">
                  {problem}
                </Text>
              )}
              {result && found.length === 0 && (
                <Text fontSize="sm" color="fg.muted">
                  {intl.formatMessage(manageCommonMessages.clientsFound, { count: 0 })}
                </Text>
              )}
            </>
          }
        />
      </Stack>
    </FormDialog>
  );
}
