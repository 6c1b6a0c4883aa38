// The link a user's type needs: a customer's client (its code, typed or found in the client
// directory) or an agent's record (chosen among the agents).
import { useEffect, useId, useState } from 'react';
import { Button, Field, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { graphql } from '../../../gql';
import { clientPickerMessages as m, fieldMessages as f } from './messages';
import { manageCommonMessages } from '../../../app/manage/common-messages';

const UserClientSearchQuery = graphql(`
  query UserClientSearch($search: String!) {
    clients(search: $search, pageSize: 5) {
      items {
        code
        name
        city
      }
    }
  }
`);

const UserAgentOptionsQuery = graphql(`
  query UserAgentOptions {
    agents(pageSize: 500) {
      items {
        code
        name
      }
    }
  }
`);

function useDebounced(value: string, delay = 250): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

/** A search in the client directory under the client code field: a result fills the code in. */
export function ClientPicker({ onPick }: { onPick: (code: string) => void }) {
  const intl = useIntl();
  const listId = useId();
  const [term, setTerm] = useState('');
  const [chosen, setChosen] = useState<string | null>(null);
  const search = useDebounced(term.trim());
  const { data, loading } = useQuery(UserClientSearchQuery, {
    variables: { search },
    skip: search.length < 2,
  });
  const items = search.length < 2 ? [] : (data?.clients.items ?? []);
  return (
    <Stack gap="2">
      <Field.Root>
        <Field.Label>{intl.formatMessage(m.search)}</Field.Label>
        <Input
          type="search"
          value={term}
          autoComplete="off"
          onChange={(event) => {
            setTerm(event.target.value);
            setChosen(null);
          }}
          onKeyDown={(event) => {
            // Enter searches here; it must not send the whole form.
            if (event.key === 'Enter') event.preventDefault();
          }}
        />
      </Field.Root>
      {loading && <Spinner size="sm" />}
      {search.length >= 2 && !loading && items.length === 0 && (
        <Text fontSize="sm" color="fg.muted">
          {intl.formatMessage(manageCommonMessages.noClientFound)}
        </Text>
      )}
      {items.length > 0 && (
        <Stack as="ul" id={listId} gap="1" listStyleType="none" aria-label={intl.formatMessage(m.results)}>
          {items.map((client) => (
            <li key={client.code}>
              <Button
                type="button"
                size="sm"
                variant="ghost"
                justifyContent="flex-start"
                whiteSpace="normal"
                textAlign="start"
                height="auto"
                py="1"
                aria-label={intl.formatMessage(m.pick, { code: client.code, name: client.name })}
                onClick={() => {
                  onPick(client.code);
                  setChosen(intl.formatMessage(m.chosen, { code: client.code, name: client.name }));
                  setTerm('');
                }}
              >
                {client.code} · {client.name}
                {client.city ? ` (${client.city})` : ''}
              </Button>
            </li>
          ))}
        </Stack>
      )}
      <Text role="status" fontSize="sm" color="green.700">
        {chosen ?? ''}
      </Text>
    </Stack>
  );
}

/** The agents as the options of a select (the record the agent user works as). */
export function AgentOptions() {
  const intl = useIntl();
  const { data } = useQuery(UserAgentOptionsQuery);
  return (
    <>
      <option value="">{intl.formatMessage(f.chooseAgent)}</option>
      {data?.agents.items.map((agent) => (
        <option key={agent.code} value={agent.code}>
          {agent.name} ({agent.code})
        </option>
      ))}
    </>
  );
}
