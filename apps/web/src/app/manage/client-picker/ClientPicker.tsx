// One client picker for the reserved area: a search field over a client list whose results are
// buttons (choose the client for an order, a new quote, a promotion's audience, a customer user's
// client). The caller runs
// its own query on the debounced term (useClientSearch) and says what picking does; the picker
// owns the keyboard: ArrowDown from the field to the results, arrows between them (ArrowUp from
// the first goes back to the field), Enter in the field picks the only result and never submits
// a surrounding form.
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Box, Button, Field, Input, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';

const DEBOUNCE_MS = 250;

export interface PickableClient {
  code: string;
  name: string;
  city: string;
  province?: string | null;
}

/** The search box's term and the term to query, 250 ms after the last keystroke (trimmed). */
export function useClientSearch() {
  const [term, setTerm] = useState('');
  const search = useDebouncedValue(term.trim(), DEBOUNCE_MS);
  return { term, setTerm, search };
}

interface ClientPickerProps<Client extends PickableClient> {
  /** The field's label. */
  label: string;
  term: string;
  onTermChange: (term: string) => void;
  /** The results to offer (none: no list). */
  clients: readonly Client[];
  onPick: (client: Client) => void;
  /**
   * Said before each result's name to screen readers ("Ordina per", "Aggiungi"); a function names
   * the whole button instead ("Scegli C00001 Rossi Srl").
   */
  pickLabel: string | ((client: Client) => string);
  /** The list's accessible name, if it has one. */
  listLabel?: string;
  /** The live region's text (how many results), '' before any. */
  status: string;
  /** What shows between the field and the list: errors, "no client found". */
  notices?: ReactNode;
  /** What shows below the list ("more results: refine the search"). */
  footer?: ReactNode;
  /** The result whose button shows as busy. */
  busyCode?: string | null;
  autoFocus?: boolean;
  /** Small field and one-line results with a "+" (inside a form: a promotion's clients). */
  compact?: boolean;
  /** The list's data-testid. */
  listTestId: string;
  /** The field's id (the caller may focus it again); a generated one by default. */
  inputId?: string;
}

export function ClientPicker<Client extends PickableClient>({
  label,
  term,
  onTermChange,
  clients,
  onPick,
  pickLabel,
  status,
  notices,
  footer,
  busyCode,
  autoFocus = false,
  compact = false,
  listTestId,
  listLabel,
  inputId: givenId,
}: ClientPickerProps<Client>) {
  const generatedId = useId();
  const inputId = givenId ?? generatedId;
  const listRef = useRef<HTMLUListElement>(null);

  const buttons = () => [...(listRef.current?.querySelectorAll('button') ?? [])];
  const onFieldKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      buttons()[0]?.focus();
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const [only] = clients;
      if (clients.length === 1 && only) onPick(only);
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
    <>
      <Field.Root maxW={compact ? '28rem' : undefined}>
        <Field.Label
          htmlFor={inputId}
          fontSize={compact ? 'xs' : undefined}
          color={compact ? 'fg.muted' : undefined}
        >
          {label}
        </Field.Label>
        <Input
          id={inputId}
          type="search"
          size={compact ? 'sm' : undefined}
          value={term}
          autoComplete="off"
          autoFocus={autoFocus}
          maxLength={100}
          onChange={(event) => onTermChange(event.target.value)}
          onKeyDown={onFieldKey}
        />
      </Field.Root>
      <VisuallyHidden role="status">{status}</VisuallyHidden>
      {notices}
      {clients.length > 0 && (
        <Box
          as="ul"
          ref={listRef}
          listStyleType="none"
          maxW={compact ? '28rem' : undefined}
          borderWidth="1px"
          borderColor="border"
          borderRadius="md"
          divideY="1px"
          onKeyDown={onListKey}
          aria-label={listLabel}
          data-testid={listTestId}
        >
          {clients.map((client) => (
            <li key={client.code}>
              <Button
                variant="ghost"
                width="full"
                height="auto"
                px="3"
                textAlign="start"
                whiteSpace="normal"
                borderRadius="0"
                loading={busyCode === client.code}
                onClick={() => onPick(client)}
                aria-label={typeof pickLabel === 'function' ? pickLabel(client) : undefined}
                data-code={client.code}
                {...(compact
                  ? ({ size: 'sm', py: '1.5', justifyContent: 'space-between' } as const)
                  : ({ minH: '11', py: '2', justifyContent: 'flex-start' } as const))}
              >
                {compact ? (
                  <>
                    <Text as="span" minW="0">
                      {typeof pickLabel === 'string' && <VisuallyHidden>{pickLabel} </VisuallyHidden>}
                      {client.name}{' '}
                      <Text as="span" color="fg.muted">
                        {client.code} · {client.city}
                      </Text>
                    </Text>
                    <Text as="span" aria-hidden="true" color="primary.fg" fontWeight="semibold">
                      +
                    </Text>
                  </>
                ) : (
                  <Stack gap="0" align="flex-start">
                    <Text fontWeight="semibold">
                      {typeof pickLabel === 'string' && <VisuallyHidden>{pickLabel} </VisuallyHidden>}
                      {client.name}
                    </Text>
                    <Text fontSize="sm" color="fg.muted">
                      {`${client.code} · ${client.city}${client.province ? ` (${client.province})` : ''}`}
                    </Text>
                  </Stack>
                )}
              </Button>
            </li>
          ))}
        </Box>
      )}
      {footer}
    </>
  );
}
