// The company the customer buys for: name, VAT number, fiscal code, office, payment terms.
import { Skeleton, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { areaMessages as m } from './area-messages';
import { LabelledValues } from './LabelledValues';
import type { useCompany } from './useCompany';
import { commonMessages } from '../../../i18n/common-messages';
import { SectionCard } from '../../../app/storefront-ui/SectionCard';

type CompanyState = ReturnType<typeof useCompany>;

export function CompanyCard({ state }: { state: CompanyState }) {
  const intl = useIntl();
  const { company, loading, error } = state;
  const office = company?.registeredOffice;
  return (
    <SectionCard title={intl.formatMessage(m.company)} testId="company">
      {loading && <Skeleton height="24" />}
      {error && <Text color="red.700">{intl.formatMessage(m.companyFailed)}</Text>}
      {company && (
        <LabelledValues
          rows={[
            [commonMessages.companyName, company.name],
            [commonMessages.vatNumber, company.vatNumber],
            [commonMessages.fiscalCode, company.fiscalCode],
            [m.clientCode, company.code],
            [
              commonMessages.registeredOffice,
              office ? `${office.street}, ${office.postcode} ${office.city} (${office.province})` : null,
            ],
            [commonMessages.phone, company.phone],
            [m.payment, company.paymentTerms],
          ]}
        />
      )}
    </SectionCard>
  );
}
