// /tools/users: the shop's users, staff and customers, on the shared grid (management only): search,
// type and state filters in the URL, export; management creates a user from here (a dialog that shows
// the temporary password once).
import { useIntl } from 'react-intl';
import { graphql } from '../../../gql';
import type { ManagedUserFilter, ManagedUserState, UserType, UsersListQuery } from '../../../gql/graphql';
import { useLocale } from '../../../i18n/useLocale';
import type { GridColumn } from '../../../app/manage/grid/columns';
import { GridListPage } from '../../../app/manage/grid/GridListPage';
import { defineGrid } from '../../../app/manage/grid/define-grid';
import type { GridState } from '../../../app/manage/grid/grid-state';
import { useGridList } from '../../../app/manage/grid/useGridList';
import { codeColumn, compactFilter, selectFilter } from '../../../app/manage/grid/record-columns';
import { useCan } from '../../../app/manage/permissions/useCan';
import { CreateUserDialog } from './CreateUserDialog';
import { columnMessages as c, listMessages as m, stateMessages, typeMessages } from './messages';
import { userPath } from './paths';
import { stateOf, USER_TYPES, userName } from './user-form';
import { UserStateBadges } from './UserStateBadges';
import { commonMessages } from '../../../i18n/common-messages';
import { manageCommonMessages } from '../../../app/manage/common-messages';

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
  codeColumn(),
  {
    id: 'name',
    header: manageCommonMessages.name,
    value: (r) => [r.lastName, r.firstName].filter(Boolean).join(' ') || userName(r),
    sortField: 'name',
    maxWidth: '11rem',
  },
  {
    id: 'type',
    header: commonMessages.type,
    value: (r) => r.type,
    cell: (r) => <TypeLabel type={r.type} />,
    valueLabels: typeMessages,
    sortField: 'type',
    visibleFrom: 'tablet',
    maxWidth: '9.5rem',
  },
  {
    id: 'email',
    header: manageCommonMessages.eMail,
    value: (r) => r.email,
    sortField: 'email',
    visibleFrom: 'desktop',
    maxWidth: '11rem',
  },
  {
    id: 'client',
    header: c.client,
    value: linkOf,
    sortField: 'client',
    visibleFrom: 'desktop',
    maxWidth: '11rem',
  },
  {
    id: 'lastLogin',
    header: manageCommonMessages.lastLogin,
    value: (r) => r.lastLoginAt,
    type: 'datetime',
    sortField: 'lastLogin',
    visibleFrom: 'tablet',
  },
  {
    id: 'state',
    header: manageCommonMessages.state,
    value: (r) => stateOf(r),
    cell: (r) => <UserStateBadges user={r} />,
  },
  {
    id: 'created',
    header: manageCommonMessages.created,
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
    selectFilter('type', commonMessages.type, USER_TYPES, typeMessages),
    {
      kind: 'select',
      name: 'state',
      label: manageCommonMessages.state,
      options: STATES.map((state) => ({ value: state.toLowerCase(), label: stateMessages[state] })),
    },
  ],
  sort: { field: 'code', direction: 'asc' },
});

function toFilter(state: GridState): ManagedUserFilter | null {
  const type = USER_TYPES.find((t) => t === state.filters.type);
  const userState = STATES.find((s) => s.toLowerCase() === state.filters.state);
  return compactFilter<ManagedUserFilter>({ type, state: userState });
}

export function UsersPage() {
  const intl = useIntl();
  const locale = useLocale();
  const canEdit = useCan('USERS_EDIT');
  const list = useGridList(usersGrid, UsersListQueryDocument, {
    filter: toFilter,
    select: (data) => data.users,
  });
  return (
    <GridListPage
      title={intl.formatMessage(manageCommonMessages.users)}
      newLabel={intl.formatMessage(manageCommonMessages.newUser)}
      canCreate={canEdit}
      createDialog={(open, onClose) => <CreateUserDialog open={open} onClose={onClose} />}
      list={list}
      rowKey={(row) => row.code}
      rowHref={(row) => userPath(row.code, locale)}
      searchLabel={m.search}
    />
  );
}
