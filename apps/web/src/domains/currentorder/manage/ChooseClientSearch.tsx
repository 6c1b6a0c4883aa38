// "Choose a client": a search over the clients the user may order for (an agent: his own; the API
// scopes it), by code, company name or city, 250 ms after typing; each result is one button that
// starts ordering for that client and opens the storefront. Keyboard: Tab or ArrowDown from the
// field to the results, arrows between them, Enter in the field picks the only result (ClientPicker).
import { useDeferredValue, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Spinner, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { localizePath } from '../../../i18n/locale';
import { useLocale } from '../../../i18n/useLocale';
import { ClientPicker, useClientSearch } from '../../../app/manage/client-picker';
import { OrderingClientsQuery } from './currentorder-documents';
import { currentOrderMessages as m } from './messages';
import { useSwitchClient } from './useCurrentOrder';
import { commonMessages } from '../../../i18n/common-messages';

const PAGE_SIZE = 20;

export function ChooseClientSearch({ autoFocus = false }: { autoFocus?: boolean }) {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const { term, setTerm, search } = useClientSearch();
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
        intl.formatMessage(m.startFailed, {
          reason: outcome.reason ?? intl.formatMessage(commonMessages.theShopIsNotAnswering),
        }),
      );
  };

  const items = result?.items ?? [];
  return (
    <Stack gap="3" data-testid="choose-client">
      <ClientPicker
        label={intl.formatMessage(m.searchLabel)}
        term={term}
        onTermChange={setTerm}
        autoFocus={autoFocus}
        clients={items}
        onPick={(client) => void choose(client.code)}
        pickLabel={intl.formatMessage(m.orderFor)}
        busyCode={choosing}
        listTestId="client-results"
        status={
          result
            ? intl.formatMessage(result.total === 0 ? m.noClients : m.resultCount, { count: result.total })
            : ''
        }
        notices={
          <>
            {loading && !result && (
              <Spinner
                role="status"
                size="sm"
                color="primary.solid"
                aria-label={intl.formatMessage(commonMessages.searching)}
              />
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
          </>
        }
        footer={
          result &&
          result.total > items.length && (
            <Text fontSize="sm" color="fg.muted">
              {intl.formatMessage(m.moreResults, { shown: items.length })}
            </Text>
          )
        }
      />
    </Stack>
  );
}
