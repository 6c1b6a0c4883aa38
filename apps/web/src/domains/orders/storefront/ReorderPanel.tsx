// Reorder: the order's lines back into the cart at today's prices; says what went in and which
// products could not (no longer sold, not enough stock).
import { Alert, Button, List, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';

import type { ReorderMutation as ReorderResult } from '../../../gql/graphql';
import { toLanguage } from '../../../i18n/locale';
import { useLocale } from '../../../i18n/useLocale';
import { serverErrorOf } from '../../users/index';
import { orderMessages as m } from './messages';
import { useReorderMutation } from './useReorderMutation';
import { ShopLink } from '../../../app/storefront-ui/ShopLink';

type Result = ReorderResult['reorder'];

export function ReorderPanel({ number }: { number: string }) {
  const intl = useIntl();
  const locale = useLocale();
  const [reorder, { loading }] = useReorderMutation();
  const [result, setResult] = useState<Result | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const run = async () => {
    if (loading) return;
    setFailure(null);
    try {
      const { data } = await reorder({ variables: { number, language: toLanguage(locale) } });
      setResult(data?.reorder ?? null);
    } catch (error) {
      const { message } = serverErrorOf(error);
      setResult(null);
      setFailure(
        message
          ? intl.formatMessage(m.reorderFailed, { reason: message })
          : intl.formatMessage(m.reorderUnreachable),
      );
    }
  };
  return (
    <Stack gap="3" alignItems="flex-start">
      <Button colorPalette="primary" loading={loading} onClick={() => void run()}>
        {intl.formatMessage(m.reorder)}
      </Button>
      {failure && (
        <Text role="alert" color="red.700">
          {failure}
        </Text>
      )}
      {result && (
        <Alert.Root
          status={result.skipped.length > 0 ? 'warning' : 'success'}
          alignItems="flex-start"
          data-testid="reorder-result"
          role="status"
        >
          <Alert.Indicator />
          <Stack gap="2">
            <Alert.Title>{intl.formatMessage(m.reordered, { count: result.addedLineCount })}</Alert.Title>
            {result.skipped.length > 0 && (
              <Alert.Description>
                <Text>{intl.formatMessage(m.notReordered)}</Text>
                <List.Root ps="5">
                  {result.skipped.map((line) => (
                    <List.Item key={line.code}>
                      {line.reason === 'NO_LONGER_SOLD'
                        ? intl.formatMessage(m.noLongerSold, {
                            description: line.description,
                            code: line.code,
                          })
                        : intl.formatMessage(m.notAvailable, {
                            description: line.description,
                            code: line.code,
                            available: line.available ?? 0,
                          })}
                    </List.Item>
                  ))}
                </List.Root>
              </Alert.Description>
            )}
            {result.cart.notice && <Text fontSize="sm">{result.cart.notice}</Text>}
            <ShopLink to="/cart" fontWeight="semibold">
              {intl.formatMessage(m.goToCart)}
            </ShopLink>
          </Stack>
        </Alert.Root>
      )}
    </Stack>
  );
}
