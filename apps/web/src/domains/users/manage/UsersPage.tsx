// /tools/users: the shop's users, staff and customers, on the shared grid (management only): search,
// type and state filters in the URL, export; management creates a user from here (a dialog that shows
// the temporary password once).
import { useState } from 'react';
import { Button } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { graphql } from '../../../gql';
import type {
  ManagedUserFilter,
  ManagedUserSortField,
  ManagedUserState,
  UserType,
  UsersListQuery,
} from '../../../gql/graphql';
import { useLocale } from '../../../i18n/useLocale';
import type { GridColumn } from '../../../app/manage/grid/columns';
import { DataGrid } from '../../../app/manage/grid/DataGrid';
import { defineGrid } from '../../../app/manage/grid/define-grid';
import { toGraphqlSort, type GridState } from '../../../app/manage/grid/grid-state';
import { gridPageVariables, useGridQuery } from '../../../app/manage/grid/useGridQuery';
import { useGridState } from '../../../app/manage/grid/useGridState';
import { ManagementPage } from '../../../app/manage/page/ManagementPage';
import { useCan } from '../../../app/manage/permissions/useCan';
import { CreateUserDialog } from './CreateUserDialog';
import { columnMessages as c, listMessages as m, stateMessages, typeMessages } from './messages';
import { userPath } from './paths';
import { stateOf, USER_TYPES, userName } from './user-form';
import { UserStateBadges } from './UserStateBadges';

const UsersListQueryDocument = graphql(`
  query UsersList(
    $page: Int
    $pageSize: Int
    $search: String
    $sort: ManagedUserSort
    $filter: ManagedUserFilter
  ) {
    users(page: $page, pageSize: $pageSize, search: $search, sort: $sort, filter: $filter) {
      items {
        code
        type
        firstName
        lastName
        email
        client {
          code
          name
        }
        agent {
          code
          name
        }
        active
        locked
        mustChangePassword
        lastLoginAt
        createdAt
      }
      total
      page
      pageSize
    }
  }
`);

type UserRow = UsersListQuery['users']['items'][number];

function TypeLabel({ type }: { type: UserType }) {
  return <>{useIntl().formatMessage(typeMessages[type])}</>;
}

const linkOf = (row: UserRow) =>
  row.client
    ? `${row.client.code} · ${row.client.name}`
    : row.agent
      ? `${row.agent.code} · ${row.agent.name}`
      : '';

// Phones get code, name and state; tablets add type and last login; desktops e-mail and client.
const columns: GridColumn<UserRow>[] = [
  { id: 'code', header: c.code, value: (r) => r.code, sortField: 'code', hideable: false, width: '7rem' },
  {
    id: 'name',
    header: c.name,
    value: (r) => [r.lastName, r.firstName].filter(Boolean).join(' ') || userName(r),
    sortField: 'name',
    width: '10rem',
  },
  {
    id: 'type',
    header: c.type,
    value: (r) => r.type,
    cell: (r) => <TypeLabel type={r.type} />,
    sortField: 'type',
    visibleFrom: 'tablet',
  },
  { id: 'email', header: c.email, value: (r) => r.email, sortField: 'email', visibleFrom: 'desktop' },
  { id: 'client', header: c.client, value: linkOf, sortField: 'client', visibleFrom: 'desktop' },
  {
    id: 'lastLogin',
    header: c.lastLogin,
    value: (r) => r.lastLoginAt,
    type: 'datetime',
    sortField: 'lastLogin',
    visibleFrom: 'tablet',
  },
  {
    id: 'state',
    header: c.state,
    value: (r) => stateOf(r),
    cell: (r) => <UserStateBadges user={r} />,
  },
  {
    id: 'created',
    header: c.created,
    value: (r) => r.createdAt,
    type: 'date',
    sortField: 'created',
    hiddenByDefault: true,
  },
];

const STATES: readonly ManagedUserState[] = ['ACTIVE', 'DEACTIVATED', 'LOCKED'];

const usersGrid = defineGrid<UserRow>({
  id: 'users',
  columns,
  filters: [
    {
      kind: 'select',
      name: 'type',
      label: m.typeFilter,
      options: USER_TYPES.map((type) => ({ value: type, label: typeMessages[type] })),
    },
    {
      kind: 'select',
      name: 'state',
      label: m.stateFilter,
      options: STATES.map((state) => ({ value: state.toLowerCase(), label: stateMessages[state] })),
    },
  ],
  sort: { field: 'code', direction: 'asc' },
});

function toFilter(state: GridState): ManagedUserFilter | null {
  const type = USER_TYPES.find((t) => t === state.filters.type);
  const userState = STATES.find((s) => s.toLowerCase() === state.filters.state);
  const filter: ManagedUserFilter = {
    ...(type ? { type } : {}),
    ...(userState ? { state: userState } : {}),
  };
  return Object.keys(filter).length > 0 ? filter : null;
}

export function UsersPage() {
  const intl = useIntl();
  const locale = useLocale();
  const canEdit = useCan('USERS_EDIT');
  const [creating, setCreating] = useState(false);
  const grid = useGridState(usersGrid.id, usersGrid.options);
  const variables = {
    ...gridPageVariables(grid.state),
    sort: toGraphqlSort<ManagedUserSortField>(grid.state.sort),
    filter: toFilter(grid.state),
  };
  const query = useGridQuery(UsersListQueryDocument, { variables, select: (data) => data.users });
  const title = intl.formatMessage(m.title);
  return (
    <ManagementPage
      title={title}
      actions={
        canEdit && (
          <Button colorPalette="primary" onClick={() => setCreating(true)}>
            {intl.formatMessage(m.newUser)}
          </Button>
        )
      }
    >
      <DataGrid
        definition={usersGrid}
        grid={grid}
        title={title}
        result={query.result}
        loading={query.loading}
        error={query.error}
        onRetry={query.retry}
        rowKey={(row) => row.code}
        rowHref={(row) => userPath(row.code, locale)}
        searchLabel={m.search}
        exportPage={query.fetchPage}
      />
      {canEdit && <CreateUserDialog open={creating} onClose={() => setCreating(false)} />}
    </ManagementPage>
  );
}
