// A promotion as the storefront presents it in full (the promotions dialog, a promotion's listing
// heading): picture, title, description, whether it applies to the user and its validity. The
// catalogue's listing spreads it by name and reads it with its generated document
// (PromotionDetails_PromotionFragmentDoc), so the two ask the same fields.
import { graphql } from '../../../gql';

export const PromotionDetails_promotion = graphql(`
  fragment PromotionDetails_promotion on Promotion {
    code
    title
    description
    imageUrl
    applied
    validFrom
    validTo
  }
`);
