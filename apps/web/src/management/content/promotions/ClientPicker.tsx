// The clients a promotion is for: the chosen ones as chips (code and name, each removable) and a
// search of the client directory (code, name or city, 250 ms after typing) whose results are "add"
// buttons. Keyboard: ArrowDown from the field to the results, arrows between them, Enter in the field
// adds the only result.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Box, Button, Field, Flex, Input, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { z } from 'zod';
import { graphql } from '../../../gql';
import { Chip, ListError, listError } from './form-parts';
import { fieldMessages as f } from './messages';
import type { PromotionFormSchema, PromotionFormValues } from './promotion-form';

const ClientChoicesQuery = graphql(`
  query PromotionClientChoices($search: String, $pageSize: Int) {
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

const PAGE_SIZE = 8;
const DEBOUNCE_MS = 250;

type Form = UseFormReturn<PromotionFormValues, unknown, z.output<PromotionFormSchema>>;

function useDebounced(value: string, delay: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

export function ClientPicker({ form }: { form: Form }) {
  const intl = useIntl();
  const inputId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const { fields, append, remove } = useFieldArray({
    control: form.control,
    name: 'clients',
    keyName: 'key',
  });
  const [term, setTerm] = useState('');
  const search = useDebounced(term.trim(), DEBOUNCE_MS);
  const { data, error } = useQuery(ClientChoicesQuery, {
    variables: { search, pageSize: PAGE_SIZE },
    skip: search === '',
  });
  const result = search === '' ? undefined : data?.clients;
  const taken = new Set(fields.map((field) => field.code));
  const found = (result?.items ?? []).filter((client) => !taken.has(client.code));
  const problem = listError(form.formState.errors.clients);

  const add = (client: { code: string; name: string }) => {
    append({ code: client.code, name: client.name }, { shouldFocus: false });
    form.clearErrors('clients');
    setTerm('');
    document.getElementById(inputId)?.focus();
  };
  const buttons = () => [...(listRef.current?.querySelectorAll('button') ?? [])];
  const onFieldKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      buttons()[0]?.focus();
    } else if (event.key === 'Enter') {
      // Never submit the promotion from the search box.
      event.preventDefault();
      const [only] = found;
      if (found.length === 1 && only) add(only);
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
    <Stack as="fieldset" gap="2" data-testid="promotion-clients">
      <Text as="legend" fontWeight="medium" fontSize="sm" mb="1">
        {intl.formatMessage(f.clients)}
      </Text>
      {fields.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {intl.formatMessage(f.noneChosen)}
        </Text>
      ) : (
        <Flex as="ul" listStyleType="none" gap="2" wrap="wrap">
          {fields.map((field, index) => (
            <li key={field.key}>
              <Chip
                code={field.code}
                name={field.name}
                removeLabel={intl.formatMessage(f.remove, { name: field.name || field.code })}
                onRemove={() => remove(index)}
              />
            </li>
          ))}
        </Flex>
      )}
      <ListError error={problem} />
      <Field.Root maxW="28rem">
        <Field.Label htmlFor={inputId} fontSize="xs" color="fg.muted">
          {intl.formatMessage(f.clientSearch)}
        </Field.Label>
        <Input
          id={inputId}
          type="search"
          size="sm"
          value={term}
          autoComplete="off"
          maxLength={100}
          onChange={(event) => setTerm(event.target.value)}
          onKeyDown={onFieldKey}
        />
      </Field.Root>
      <VisuallyHidden role="status">
        {result ? intl.formatMessage(f.clientResults, { count: found.length }) : ''}
      </VisuallyHidden>
      {error && search !== '' && (
        <Text role="alert" color="red.700" fontSize="sm">
          {intl.formatMessage(f.clientSearchFailed)}
        </Text>
      )}
      {result && found.length === 0 && (
        <Text fontSize="sm" color="fg.muted">
          {intl.formatMessage(f.noClientFound)}
        </Text>
      )}
      {found.length > 0 && (
        <Box
          as="ul"
          ref={listRef}
          listStyleType="none"
          maxW="28rem"
          borderWidth="1px"
          borderColor="border"
          borderRadius="md"
          divideY="1px"
          onKeyDown={onListKey}
          data-testid="client-choices"
        >
          {found.map((client) => (
            <li key={client.code}>
              <Button
                variant="ghost"
                size="sm"
                width="full"
                height="auto"
                py="1.5"
                px="3"
                justifyContent="space-between"
                textAlign="start"
                whiteSpace="normal"
                borderRadius="0"
                onClick={() => add(client)}
                data-code={client.code}
              >
                <Text as="span" minW="0">
                  <VisuallyHidden>{intl.formatMessage(f.addClient)} </VisuallyHidden>
                  {client.name}{' '}
                  <Text as="span" color="fg.muted">
                    {client.code} · {client.city}
                  </Text>
                </Text>
                <Text as="span" aria-hidden="true" color="primary.fg" fontWeight="semibold">
                  +
                </Text>
              </Button>
            </li>
          ))}
        </Box>
      )}
    </Stack>
  );
}
