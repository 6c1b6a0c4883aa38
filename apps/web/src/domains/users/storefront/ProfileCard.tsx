// Who the signed-in user is: name, user code, email and kind of user.
import { Card, Heading } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { Viewer } from '../../../lib/viewer/useViewer';
import { LabelledValues, type LabelledRow } from './LabelledValues';
import { areaMessages } from './area-messages';
import { accountMessages, roleMessages } from './messages';

export function ProfileCard({ viewer }: { viewer: Viewer }) {
  const intl = useIntl();
  const rows: LabelledRow[] = [
    [areaMessages.names, `${viewer.firstName} ${viewer.lastName}`.trim()],
    [accountMessages.userCode, viewer.code],
    [
      accountMessages.role,
      viewer.type in roleMessages
        ? intl.formatMessage(roleMessages[viewer.type as keyof typeof roleMessages])
        : viewer.type,
    ],
    [accountMessages.email, viewer.email],
  ];
  return (
    <Card.Root variant="outline" data-testid="profile">
      <Card.Header>
        <Heading as="h2" size="lg">
          {intl.formatMessage(accountMessages.profile)}
        </Heading>
      </Card.Header>
      <Card.Body>
        <LabelledValues rows={rows} />
      </Card.Body>
    </Card.Root>
  );
}
