// The customer's company (name, VAT number, office, delivery addresses) from `viewer.company`. Read
// without the cache: the unnormalised `viewer` entry the shell keeps would otherwise be replaced by
// this other selection (the same reason as useFairDetails).
import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { getFragmentData, graphql } from '../../../gql';
import { CompanyAddress_fields, DeliveryAddress_fields } from '../common/address-fragments';

export const CompanyQuery = graphql(`
  query Company {
    viewer {
      code
      company {
        code
        name
        vatNumber
        fiscalCode
        email
        phone
        paymentTerms
        registeredOffice {
          ...CompanyAddress_fields
        }
        deliveryAddresses {
          ...DeliveryAddress_fields
        }
      }
    }
  }
`);

/** The customer's company as useCompany gives it (its addresses unmasked). */
export type CompanyData = NonNullable<ReturnType<typeof useCompany>['company']>;

export function useCompany() {
  const { data, loading, error, refetch } = useQuery(CompanyQuery, { fetchPolicy: 'no-cache' });
  const masked = data?.viewer?.company;
  // The addresses are shared fragments: hand them to the cards and the checkout unmasked.
  const company = useMemo(
    () =>
      masked
        ? {
            ...masked,
            registeredOffice: getFragmentData(CompanyAddress_fields, masked.registeredOffice),
            deliveryAddresses: getFragmentData(DeliveryAddress_fields, masked.deliveryAddresses),
          }
        : null,
    [masked],
  );
  return { company, loading, error, refetch };
}
