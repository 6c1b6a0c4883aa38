// Who the signed-in user is: name, user code, email and kind of user.
import { Card, DataList, Heading } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { Viewer } from '../auth/useViewer';
import { accountMessages, roleMessages } from './messages';

export function ProfileCard({ viewer }: { viewer: Viewer }) {
  const intl = useIntl();
  const rows = [
    [accountMessages.userCode, viewer.code],
    [
      accountMessages.role,
      viewer.type in roleMessages
        ? intl.formatMessage(roleMessages[viewer.type as keyof typeof roleMessages])
        : viewer.type,
    ],
    [accountMessages.email, viewer.email],
  ] as const;
  return (
    <Card.Root variant="outline" data-testid="profile">
      <Card.Header>
        <Heading as="h2" size="lg">
          {intl.formatMessage(accountMessages.profile)}
        </Heading>
      </Card.Header>
      <Card.Body>
        <DataList.Root orientation="horizontal">
          {rows
            .filter(([, value]) => value)
            .map(([label, value]) => (
              <DataList.Item key={label.id}>
                <DataList.ItemLabel>{intl.formatMessage(label)}</DataList.ItemLabel>
                <DataList.ItemValue>{value}</DataList.ItemValue>
              </DataList.Item>
            ))}
        </DataList.Root>
      </Card.Body>
    </Card.Root>
  );
}
