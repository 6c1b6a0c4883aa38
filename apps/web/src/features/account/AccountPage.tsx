// /account: the landing page of customers (C, WC, WU, spec §6).
import { LandingPage } from './LandingPage';
import { NextSteps } from './NextSteps';
import { ProfileCard } from './ProfileCard';
import { RequireUser } from './RequireUser';
import { accountMessages } from './messages';

export const CUSTOMER_TYPES = ['C', 'WC', 'WU'] as const;

export function AccountPage() {
  return (
    <RequireUser types={CUSTOMER_TYPES}>
      {(viewer) => (
        <LandingPage title={accountMessages.accountTitle} viewer={viewer}>
          <ProfileCard viewer={viewer} />
          <NextSteps viewer={viewer} />
        </LandingPage>
      )}
    </RequireUser>
  );
}
