// /reservedarea: the landing page of staff and agent-like users (A, X, U, F, spec §6).
import { FairList } from './FairList';
import { LandingPage } from './LandingPage';
import { NextSteps } from './NextSteps';
import { ProfileCard } from './ProfileCard';
import { RequireUser } from './RequireUser';
import { accountMessages } from './messages';

export const STAFF_TYPES = ['A', 'X', 'U', 'F'] as const;

export function ReservedAreaPage() {
  return (
    <RequireUser types={STAFF_TYPES}>
      {(viewer) => (
        <LandingPage title={accountMessages.reservedTitle} viewer={viewer}>
          <ProfileCard viewer={viewer} />
          {viewer.type === 'F' && <FairList fairs={viewer.fairs} heading="fairs" />}
          <NextSteps viewer={viewer} />
        </LandingPage>
      )}
    </RequireUser>
  );
}
