// Who the signed-in user is: name, user code, email and kind of user.
import { useIntl } from 'react-intl';
import type { Viewer } from '../../../lib/viewer/useViewer';
import { LabelledValues, type LabelledRow } from './LabelledValues';
import { areaMessages } from './area-messages';
import { accountMessages, roleMessages } from './messages';
import { SectionCard } from '../../../app/storefront-ui/SectionCard';

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
    <SectionCard title={intl.formatMessage(accountMessages.profile)} testId="profile">
      <LabelledValues rows={rows} />
    </SectionCard>
  );
}
