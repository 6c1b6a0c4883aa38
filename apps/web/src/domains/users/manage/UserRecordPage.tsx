// /tools/users/:code: one user: its data (management edits type, names, e-mail, language, client or
// agent link, promotions), its access (state, last login, lock, temporary password), its state
// (deactivate, asked first, or reactivate) and its audit log.
import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { getFragmentData, graphql } from '../../../gql';
import type { ManagedUser_AllFragment } from '../../../gql/graphql';
import { useLocale } from '../../../i18n/useLocale';
import { AuditLogPanel } from '../../../app/manage/audit/AuditLogPanel';
import { RecordPageStates } from '../../../app/manage/page/RecordStates';
import { ManagementPage } from '../../../app/manage/page/ManagementPage';
import { RecordStateActions } from '../../../app/manage/page/RecordStateActions';
import { useCan } from '../../../app/manage/permissions/useCan';
import { fieldMessages as f, recordMessages as m, typeMessages } from './messages';
import { usersPath } from './paths';
import { UserAccessSection } from './UserAccessSection';
import { UserDetailsSection } from './UserDetailsSection';
import { UserStateBadges } from './UserStateBadges';
import { userName } from './user-form';
import {
  DeactivateUserMutation,
  ManagedUser_all,
  ReactivateUserMutation,
  useUserMutation,
} from './useUserMutations';
import { manageCommonMessages } from '../../../app/manage/common-messages';
import { commonMessages } from '../../../i18n/common-messages';
import { RecordColumns, RecordWarning } from '../../../app/manage/page/record-layout';

const UserRecordQuery = graphql(`
  query UserRecordPage($code: String!) {
    user(code: $code) {
      ...ManagedUser_all
    }
  }
`);

/** How the audit log names the user's fields (the REST contract's names). */
const auditFieldLabels = {
  tipo: commonMessages.type,
  nome: commonMessages.firstName,
  cognome: commonMessages.lastName,
  email: manageCommonMessages.eMail,
  lingua: commonMessages.language,
  cliente: manageCommonMessages.clientCode,
  agente: f.agent,
  promozioni: f.promotions,
  attivo: manageCommonMessages.active,
  richiestaCambioPassword: f.mustChange,
  passwordCambiata: f.passwordChangedAt,
  bloccato: manageCommonMessages.locked,
};

export function UserRecordPage() {
  const intl = useIntl();
  const locale = useLocale();
  const code = useParams().code ?? '';
  const query = useQuery(UserRecordQuery, { variables: { code } });
  const found = query.data?.user;
  return (
    <RecordPageStates
      query={query}
      record={found && getFragmentData(ManagedUser_all, found)}
      messages={m}
      notFound={{ values: { code }, backTo: usersPath(locale), testId: 'user-not-found' }}
    >
      {(user) => (
        <ManagementPage
          title={userName(user)}
          subtitle={intl.formatMessage(m.subtitle, {
            code: user.code,
            type: intl.formatMessage(typeMessages[user.type]),
            since: intl.formatDate(new Date(user.createdAt), { dateStyle: 'medium' }),
          })}
          actions={<StateAction user={user} />}
        >
          {!user.active && (
            <RecordWarning testId="user-deactivated">{intl.formatMessage(m.deactivatedNote)}</RecordWarning>
          )}
          <RecordColumns>
            <UserDetailsSection user={user} />
            <UserAccessSection user={user} />
          </RecordColumns>
          <AuditLogPanel entity="USER" recordKey={user.code} fieldLabels={auditFieldLabels} />
        </ManagementPage>
      )}
    </RecordPageStates>
  );
}

/**
 * The state badges and, for management, deactivate (asked first) or reactivate. A refusal (oneself,
 * the last manager) is the API's translated message, shown here.
 */
function StateAction({ user }: { user: ManagedUser_AllFragment }) {
  const intl = useIntl();
  const canEdit = useCan('USERS_EDIT');
  const [deactivate, deactivating] = useUserMutation(DeactivateUserMutation);
  const [reactivate, reactivating] = useUserMutation(ReactivateUserMutation);
  return (
    <RecordStateActions
      badges={<UserStateBadges user={user} size="lg" />}
      wrap
      shown={canEdit ? (user.active ? 'asked' : 'direct') : null}
      asked={{
        label: intl.formatMessage(m.deactivate),
        busy: deactivating,
        run: () => deactivate({ code: user.code }),
        title: intl.formatMessage(m.deactivateTitle, { name: userName(user) }),
        text: intl.formatMessage(m.deactivateText),
      }}
      direct={{
        label: intl.formatMessage(m.reactivate),
        busy: reactivating,
        run: () => reactivate({ code: user.code }),
      }}
      failedMessage={m.actionFailed}
      failedTestId="user-state-failed"
      failedMaxW="sm"
    />
  );
}
