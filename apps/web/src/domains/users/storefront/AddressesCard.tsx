// The company's delivery addresses (kept by the back office; the checkout offers them).
import { Badge, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { areaMessages as m } from './area-messages';
import type { useCompany } from './useCompany';
import { SectionCard } from '../../../app/storefront-ui/SectionCard';

export function AddressesCard({ state }: { state: ReturnType<typeof useCompany> }) {
  const intl = useIntl();
  const { company, loading } = state;
  const addresses = company?.deliveryAddresses ?? [];
  return (
    <SectionCard title={intl.formatMessage(m.addresses)} testId="addresses">
      {loading && <Skeleton height="16" />}
      {company && addresses.length === 0 && <Text>{intl.formatMessage(m.noAddresses)}</Text>}
      <Stack as="ul" gap="3" listStyleType="none">
        {addresses.map((address) => (
          <li key={address.code}>
            <Text fontWeight="semibold">
              {address.name}{' '}
              {address.isDefault && (
                <Badge colorPalette="blue" variant="surface" ms="1">
                  {intl.formatMessage(m.defaultAddress)}
                </Badge>
              )}
            </Text>
            <Text>{address.street}</Text>
            <Text>{`${address.postcode} ${address.city} (${address.province}) ${address.country}`}</Text>
          </li>
        ))}
      </Stack>
      <Text mt="3" fontSize="sm" color="fg.muted">
        {intl.formatMessage(m.addressesHelp)}
      </Text>
    </SectionCard>
  );
}
