// One row of the outbox grid (the grid's query answer), read by the grid and its retry cell.
import type { OutboxGridQuery } from '../../../gql/graphql';

export type OutboxRow = OutboxGridQuery['outbox']['items'][number];
