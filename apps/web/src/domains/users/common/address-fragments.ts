// The company's addresses, selected alike wherever a company shows: the customer's own company
// (useCompany) and a client's record in the reserved area. Readers unmask them with getFragmentData.
import { graphql } from '../../../gql';

/** A delivery address of a company, with its default flag. */
export const DeliveryAddress_fields = graphql(`
  fragment DeliveryAddress_fields on DeliveryAddress {
    code
    name
    street
    postcode
    city
    province
    country
    isDefault
  }
`);

/** A company's registered office. */
export const CompanyAddress_fields = graphql(`
  fragment CompanyAddress_fields on CompanyAddress {
    street
    postcode
    city
    province
    country
  }
`);
