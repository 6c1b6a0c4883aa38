import { graphql } from '../../../gql';

/**
 * A legal page's texts: the config's title and summary of the privacy and cookie policies, and the
 * items of a policy table when the page shows one (privacy policy, sale conditions).
 */
export const LegalPageQuery = graphql(`
  query LegalPage($language: Language!, $kind: PolicyKind!, $withItems: Boolean!) {
    config(language: $language) {
      policies {
        privacy {
          title
          summary
        }
        cookies {
          title
          summary
        }
      }
    }
    policy(kind: $kind, language: $language) @include(if: $withItems) {
      kind
      items {
        ...PolicyItems_item
      }
    }
  }
`);
