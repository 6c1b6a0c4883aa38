// The consent dialog's query, apart from the dialog: the first screen asks for it while the dialog's
// chunk loads (app/first-screen.ts), without pulling the dialog into the first load.
import { graphql } from '../../../../gql';

export const CookieConsentDialogQuery = graphql(`
  query CookieConsentDialog($language: Language!) {
    config(language: $language) {
      entries {
        kind
        key
        title
        description
        link
      }
    }
  }
`);
