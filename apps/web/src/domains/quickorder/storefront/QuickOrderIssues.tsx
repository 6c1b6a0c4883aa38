// A long list (a file of hundreds or thousands of rows) is not drawn as fields: after a check or an
// add, its rows that need a look (warnings, errors) are listed with the shop's message, the first 500.
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { quickOrderMessages as m } from './messages';
import type { GridRow } from './QuickOrderGrid';

const SHOWN = 500;

export function QuickOrderIssues({ rows }: { rows: readonly GridRow[] }) {
  const intl = useIntl();
  const issues = rows.filter((row) => row.result && row.result.outcome !== 'OK');
  return (
    <Stack gap="2" data-testid="quick-order-issues">
      <Text fontWeight="semibold">{intl.formatMessage(m.loaded, { count: rows.length })}</Text>
      {issues.length > 0 && (
        <>
          <Heading as="h3" size="sm">
            {intl.formatMessage(m.issuesHeading)}
          </Heading>
          <Box as="ul" listStyleType="none" maxH="20rem" overflowY="auto" fontSize="sm">
            {issues.slice(0, SHOWN).map((row) => (
              <li key={row.id} data-testid="quick-order-issue">
                <Text color={row.result?.outcome === 'ERROR' ? 'red.700' : 'orange.700'}>
                  {intl.formatMessage(m.rowIssue, {
                    row: row.result?.row ?? 0,
                    code: row.code,
                    message: row.result?.message ?? '',
                  })}
                </Text>
              </li>
            ))}
          </Box>
          {issues.length > SHOWN && (
            <Text>{intl.formatMessage(m.moreIssues, { count: issues.length - SHOWN })}</Text>
          )}
        </>
      )}
    </Stack>
  );
}
