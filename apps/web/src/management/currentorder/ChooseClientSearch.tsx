// "Choose a client": a search over the clients the user may order for (an agent: his own; the API
// scopes it), by code, company name or city, 250 ms after typing; each result is one button that
// starts ordering for that client and opens the storefront. Keyboard: Tab or ArrowDown from the
// field to the results, arrows between them, Enter in the field picks the only result.
import { useDeferredValue, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useQuery } from '@apollo/client/react';
import { Box, Button, Field, Input, Spinner, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { localizePath } from '../../i18n/locale';
import { useLocale } from '../../i18n/useLocale';
import { OrderingClientsQuery } from './currentorder-documents';
import { currentOrderMessages as m } from './messages';
import { useSwitchClient } from './useCurrentOrder';

const PAGE_SIZE = 20;
const DEBOUNCE_MS = 250;

function useDebounced(value: string, delay: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

export function ChooseClientSearch({ autoFocus = false }: { autoFocus?: boolean }) {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const inputId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const [term, setTerm] = useState('');
  const search = useDebounced(term.trim(), DEBOUNCE_MS);
  const { data, loading, error } = useQuery(OrderingClientsQuery, {
    variables: { search: search || null, pageSize: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const result = useDeferredValue(data?.orderingClients);
  const { startOrderingFor, switching } = useSwitchClient();
  const [problem, setProblem] = useState<string | null>(null);
  const [choosing, setChoosing] = useState<string | null>(null);

  const choose = async (code: string) => {
    if (switching) return;
    setProblem(null);
    setChoosing(code);
    const outcome = await startOrderingFor(code);
    setChoosing(null);
    if (outcome.ok) navigate(localizePath('/', locale));
    else
      setProblem(
        intl.formatMessage(m.startFailed, { reason: outcome.reason ?? intl.formatMessage(m.unreachable) }),
      );
  };

  const buttons = () => [...(listRef.current?.querySelectorAll('button') ?? [])];
  const onFieldKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      buttons()[0]?.focus();
    } else if (event.key === 'Enter' && result?.items.length === 1 && result.items[0]) {
      event.preventDefault();
      void choose(result.items[0].code);
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

  const items = result?.items ?? [];
  return (
    <Stack gap="3" data-testid="choose-client">
      <Field.Root>
        <Field.Label htmlFor={inputId}>{intl.formatMessage(m.searchLabel)}</Field.Label>
        <Input
          id={inputId}
          type="search"
          value={term}
          autoComplete="off"
          autoFocus={autoFocus}
          maxLength={100}
          onChange={(event) => setTerm(event.target.value)}
          onKeyDown={onFieldKey}
        />
      </Field.Root>
      <VisuallyHidden role="status">
        {result
          ? intl.formatMessage(result.total === 0 ? m.noClients : m.resultCount, { count: result.total })
          : ''}
      </VisuallyHidden>
      {loading && !result && (
        <Spinner role="status" size="sm" color="primary.solid" aria-label={intl.formatMessage(m.searching)} />
      )}
      {error && !result && (
        <Text role="alert" color="red.700">
          {intl.formatMessage(m.searchFailed)}
        </Text>
      )}
      {problem && (
        <Text role="alert" color="red.700">
          {problem}
        </Text>
      )}
      {result && items.length === 0 && <Text>{intl.formatMessage(m.noClients)}</Text>}
      {items.length > 0 && (
        <Box
          as="ul"
          ref={listRef}
          listStyleType="none"
          borderWidth="1px"
          borderColor="border"
          borderRadius="md"
          divideY="1px"
          onKeyDown={onListKey}
          data-testid="client-results"
        >
          {items.map((client) => (
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
                loading={choosing === client.code}
                onClick={() => void choose(client.code)}
                data-code={client.code}
              >
                <Stack gap="0" align="flex-start">
                  <Text fontWeight="semibold">
                    <VisuallyHidden>{intl.formatMessage(m.orderFor)} </VisuallyHidden>
                    {client.name}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    {`${client.code} · ${client.city}${client.province ? ` (${client.province})` : ''}`}
                  </Text>
                </Stack>
              </Button>
            </li>
          ))}
        </Box>
      )}
      {result && result.total > items.length && (
        <Text fontSize="sm" color="fg.muted">
          {intl.formatMessage(m.moreResults, { shown: items.length })}
        </Text>
      )}
    </Stack>
  );
}
