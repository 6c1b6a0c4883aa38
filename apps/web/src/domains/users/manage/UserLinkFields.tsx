// The link a user's type needs: a customer's client (its code, typed or found in the client
// directory) or an agent's record (chosen among the agents).
import { useState } from 'react';
import { Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { graphql } from '../../../gql';
import { ClientPicker as SearchPicker, useClientSearch } from '../../../app/manage/client-picker';
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

/**
 * A search in the client directory under the client code field: a result fills the code in. The
 * reserved area's ClientPicker: ArrowDown from the field to the results, arrows between them, Enter
 * in the field picks the only result and never sends the user's form.
 */
export function ClientPicker({ onPick }: { onPick: (code: string) => void }) {
  const intl = useIntl();
  const { term, setTerm, search } = useClientSearch();
  const [chosen, setChosen] = useState<string | null>(null);
  const { data, loading } = useQuery(UserClientSearchQuery, {
    variables: { search },
    skip: search.length < 2,
  });
  const items = search.length < 2 ? [] : (data?.clients.items ?? []);
  return (
    <Stack gap="2">
      <SearchPicker
        compact
        label={intl.formatMessage(m.search)}
        term={term}
        onTermChange={(value) => {
          setTerm(value);
          setChosen(null);
        }}
        clients={items}
        onPick={(client) => {
          onPick(client.code);
          setChosen(intl.formatMessage(m.chosen, { code: client.code, name: client.name }));
          setTerm('');
        }}
        pickLabel={(client) => intl.formatMessage(m.pick, { code: client.code, name: client.name })}
        listLabel={intl.formatMessage(m.results)}
        listTestId="user-client-choices"
        status=""
        notices={
          <>
            {loading && <Spinner size="sm" />}
            {search.length >= 2 && !loading && items.length === 0 && (
              <Text fontSize="sm" color="fg.muted">
                {intl.formatMessage(manageCommonMessages.noClientFound)}
              </Text>
            )}
          </>
        }
        footer={
          <Text role="status" fontSize="sm" color="green.700">
            {chosen ?? ''}
          </Text>
        }
      />
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
