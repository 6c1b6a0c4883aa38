// The client column of the lists whose rows belong to a client (orders, quotes, approvals, issues,
// returns): the code muted before the name, sorted by the server's `client` field.
import { chakra, Text } from '@chakra-ui/react';
import type { GridColumn } from './columns';
import { manageCommonMessages } from '../common-messages';

interface RowClient {
  code: string;
  name: string;
}

function ClientCell({ client }: { client: RowClient }) {
  return (
    <Text as="span">
      <chakra.span color="fg.muted" me="1">
        {client.code}
      </chakra.span>
      {client.name}
    </Text>
  );
}

/** The column of the row's client; `more` changes what a list needs otherwise (`hideable`). */
export function clientColumn<Row>(
  clientOf: (row: Row) => RowClient,
  more: Partial<GridColumn<Row>> = {},
): GridColumn<Row> {
  return {
    id: 'client',
    header: manageCommonMessages.client,
    value: (row) => `${clientOf(row).code} ${clientOf(row).name}`,
    sortField: 'client',
    width: '12rem',
    maxWidth: '14rem',
    cell: (row) => <ClientCell client={clientOf(row)} />,
    ...more,
  };
}
