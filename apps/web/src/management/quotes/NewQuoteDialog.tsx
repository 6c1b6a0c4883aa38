// "Nuovo preventivo" (QUOTES_EDIT): a search of the client directory (code, name or city, 250 ms
// after typing; the API scopes it: an agent his own clients); choosing a client starts a quote for
// it (createQuote: revision 1, a draft) and opens its editor. Keyboard: ArrowDown from the field to
// the results, arrows between them, Enter in the field picks the only result.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Box, Button, Field, Input, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { getFragmentData, graphql } from '../../gql';
import { useLocale } from '../../i18n/useLocale';
import { languageOf } from '../orders/paths';
import { FormDialog } from '../shared/form/FormDialog';
import { quoteActionMessages as a, quotesPageMessages as m } from './messages';
import { quotePath } from './paths';
import { CreateQuoteMutation, QuoteRecord_all } from './quote-documents';

const QuoteClientChoicesQuery = graphql(`
  query QuoteClientChoices($search: String, $pageSize: Int) {
    clients(search: $search, pageSize: $pageSize) {
      items {
        code
        name
        city
      }
      total
    }
  }
`);

const PAGE_SIZE = 10;
const DEBOUNCE_MS = 250;

function useDebounced(value: string, delay: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

export function NewQuoteButton() {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button colorPalette="primary" onClick={() => setOpen(true)}>
        {intl.formatMessage(m.newQuote)}
      </Button>
      {open && <NewQuoteDialog onClose={() => setOpen(false)} />}
    </>
  );
}

function NewQuoteDialog({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const inputId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const [term, setTerm] = useState('');
  const search = useDebounced(term.trim(), DEBOUNCE_MS);
  const { data, error } = useQuery(QuoteClientChoicesQuery, {
    variables: { search, pageSize: PAGE_SIZE },
    skip: search === '',
  });
  const [create, creating] = useMutation(CreateQuoteMutation);
  const [problem, setProblem] = useState<string | null>(null);
  const [choosing, setChoosing] = useState<string | null>(null);
  const result = search === '' ? undefined : data?.clients;
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
      const number = created ? getFragmentData(QuoteRecord_all, created).number : undefined;
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
  const buttons = () => [...(listRef.current?.querySelectorAll('button') ?? [])];
  const onFieldKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      buttons()[0]?.focus();
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const [only] = found;
      if (found.length === 1 && only) void choose(only.code);
    }
  };
  const onListKey = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const all = buttons();
    const at = all.indexOf(document.activeElement as HTMLButtonElement);
    const next = event.key === 'ArrowDown' ? at + 1 : at - 1;
    if (next < 0) document.getElementById(inputId)?.focus();
    else all[Math.min(next, all.length - 1)]?.focus();
  };

  return (
    <FormDialog
      open
      title={intl.formatMessage(m.newTitle)}
      busy={creating.loading}
      onClose={onClose}
      testId="new-quote-dialog"
    >
      <Stack gap="3">
        <Text fontSize="sm">{intl.formatMessage(m.newHint)}</Text>
        <Field.Root>
          <Field.Label htmlFor={inputId}>{intl.formatMessage(m.clientSearch)}</Field.Label>
          <Input
            id={inputId}
            type="search"
            value={term}
            autoComplete="off"
            maxLength={100}
            onChange={(event) => setTerm(event.target.value)}
            onKeyDown={onFieldKey}
          />
        </Field.Root>
        <VisuallyHidden role="status">
          {result ? intl.formatMessage(m.clientResults, { count: found.length }) : ''}
        </VisuallyHidden>
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
            {intl.formatMessage(m.clientResults, { count: 0 })}
          </Text>
        )}
        {found.length > 0 && (
          <Box
            as="ul"
            ref={listRef}
            listStyleType="none"
            borderWidth="1px"
            borderColor="border"
            borderRadius="md"
            divideY="1px"
            onKeyDown={onListKey}
            data-testid="quote-client-choices"
          >
            {found.map((client) => (
              <li key={client.code}>
                <Button
                  variant="ghost"
                  width="full"
                  height="auto"
                  minH="11"
                  py="2"
                  px="3"
                  justifyContent="flex-start"
                  textAlign="start"
                  whiteSpace="normal"
                  borderRadius="0"
                  loading={creating.loading && choosing === client.code}
                  onClick={() => void choose(client.code)}
                  data-code={client.code}
                >
                  <Stack gap="0" align="flex-start">
                    <Text fontWeight="semibold">
                      <VisuallyHidden>{intl.formatMessage(m.quoteFor)} </VisuallyHidden>
                      {client.name}
                    </Text>
                    <Text fontSize="sm" color="fg.muted">
                      {`${client.code} · ${client.city}`}
                    </Text>
                  </Stack>
                </Button>
              </li>
            ))}
          </Box>
        )}
      </Stack>
    </FormDialog>
  );
}
