// /tools/users/:code: one user: its data (management edits type, names, e-mail, language, client or
// agent link, promotions), its access (state, last login, lock, temporary password), its state
// (deactivate, asked first, or reactivate) and its audit log.
import { useState } from 'react';
import { Alert, Button, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { getFragmentData, graphql } from '../../../gql';
import type { ManagedUser_AllFragment } from '../../../gql/graphql';
import { useLocale } from '../../../i18n/useLocale';
import { AuditLogPanel } from '../../../app/manage/audit/AuditLogPanel';
import { ConfirmDialog } from '../../../app/manage/form/ConfirmDialog';
import { formMessages } from '../../../app/manage/form/messages';
import { formFailureOf } from '../../../app/manage/form/server-errors';
import { RecordLoadState, RecordNotFound } from '../../../app/manage/page/RecordStates';
import { ManagementPage } from '../../../app/manage/page/ManagementPage';
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
  const { data, loading, error, refetch } = useQuery(UserRecordQuery, { variables: { code } });
  if (!data && (loading || error)) {
    return <RecordLoadState loading={loading} onRetry={() => void refetch()} messages={m} />;
  }
  const user = data?.user ? getFragmentData(ManagedUser_all, data.user) : null;
  if (!user) {
    return (
      <RecordNotFound
        title={intl.formatMessage(m.notFoundTitle)}
        text={intl.formatMessage(m.notFoundText, { code })}
        backTo={usersPath(locale)}
        backLabel={intl.formatMessage(m.backToList)}
        testId="user-not-found"
      />
    );
  }
  return (
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
        <Alert.Root status="warning" data-testid="user-deactivated">
          <Alert.Indicator />
          <Alert.Description>{intl.formatMessage(m.deactivatedNote)}</Alert.Description>
        </Alert.Root>
      )}
      <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4" alignItems="start">
        <UserDetailsSection user={user} />
        <UserAccessSection user={user} />
      </SimpleGrid>
      <AuditLogPanel entity="USER" recordKey={user.code} fieldLabels={auditFieldLabels} />
    </ManagementPage>
  );
}

/**
 * The state badges and, for management, deactivate (asked first) or reactivate. A refusal (oneself,
 * the last manager) is the API's translated message, shown here.
 */
function StateAction({ user }: { user: ManagedUser_AllFragment }) {
  const intl = useIntl();
  const canEdit = useCan('USERS_EDIT');
  const [asking, setAsking] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const [deactivate, deactivating] = useUserMutation(DeactivateUserMutation);
  const [reactivate, reactivating] = useUserMutation(ReactivateUserMutation);
  const report = (error: unknown) => {
    const failure = formFailureOf(error, () => undefined);
    setFailed(
      failure.kind === 'unreachable' ? intl.formatMessage(formMessages.unreachable) : failure.message,
    );
  };
  return (
    <Stack gap="2" align={{ base: 'flex-start', md: 'flex-end' }}>
      <Stack direction="row" gap="2" align="center" wrap="wrap">
        <UserStateBadges user={user} size="lg" />
        {canEdit &&
          (user.active ? (
            <Button
              variant="outline"
              colorPalette="red"
              onClick={() => {
                setFailed(null);
                setAsking(true);
              }}
            >
              {intl.formatMessage(m.deactivate)}
            </Button>
          ) : (
            <Button
              variant="outline"
              loading={reactivating}
              onClick={() => {
                setFailed(null);
                void reactivate({ code: user.code }).catch(report);
              }}
            >
              {intl.formatMessage(m.reactivate)}
            </Button>
          ))}
      </Stack>
      {failed && (
        <Text role="alert" color="red.700" fontSize="sm" maxW="sm" data-testid="user-state-failed">
          {intl.formatMessage(m.actionFailed, { reason: failed })}
        </Text>
      )}
      <ConfirmDialog
        open={asking}
        title={intl.formatMessage(m.deactivateTitle, { name: userName(user) })}
        confirmLabel={intl.formatMessage(m.deactivate)}
        busy={deactivating}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          void deactivate({ code: user.code })
            .catch(report)
            .finally(() => setAsking(false));
        }}
      >
        {intl.formatMessage(m.deactivateText)}
      </ConfirmDialog>
    </Stack>
  );
}
