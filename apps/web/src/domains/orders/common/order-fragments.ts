// The order's fields both audiences select alike: the delivery address as it was when placed (the
// customer's order page and confirmation, the staff record). Readers unmask it with getFragmentData.
import { graphql } from '../../../gql';

export const OrderAddress_fields = graphql(`
  fragment OrderAddress_fields on OrderAddress {
    code
    name
    street
    postcode
    city
    province
    country
  }
`);
