// /account: the landing page and profile of customers (C, WC, WU, spec §6): who they are, their
// company (name, VAT number, office) and delivery addresses, and what they can do next.
import { Stack } from '@chakra-ui/react';
import { CUSTOMER_TIPI } from '@shop/contract/rules';
import { AccountNav } from './AccountNav';
import { AddressesCard } from './AddressesCard';
import { CompanyCard } from './CompanyCard';
import { LandingPage } from './LandingPage';
import { NextSteps } from './NextSteps';
import { ProfileCard } from './ProfileCard';
import { RequireUser } from './RequireUser';
import { accountMessages } from './messages';
import { useCompany } from './useCompany';

export function AccountPage() {
  return (
    <RequireUser types={CUSTOMER_TIPI}>
      {(viewer) => (
        <Stack gap="4" width="full">
          <AccountNav />
          <LandingPage title={accountMessages.accountTitle} viewer={viewer}>
            <ProfileCard viewer={viewer} />
            <CustomerCards />
            <NextSteps viewer={viewer} />
          </LandingPage>
        </Stack>
      )}
    </RequireUser>
  );
}

function CustomerCards() {
  const company = useCompany();
  return (
    <>
      <CompanyCard state={company} />
      <AddressesCard state={company} />
    </>
  );
}
