// The customer's company (name, VAT number, office, delivery addresses) from `viewer.company`. Read
// without the cache: the unnormalised `viewer` entry the shell keeps would otherwise be replaced by
// this other selection (the same reason as useFairDetails).
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

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
          street
          postcode
          city
          province
          country
        }
        deliveryAddresses {
          code
          name
          street
          postcode
          city
          province
          country
          isDefault
        }
      }
    }
  }
`);

export function useCompany() {
  const { data, loading, error, refetch } = useQuery(CompanyQuery, { fetchPolicy: 'no-cache' });
  return { company: data?.viewer?.company ?? null, loading, error, refetch };
}
