// The consent dialog's query, apart from the dialog: the server render asks for it with the page
// when the dialog will show (app/server/render-page.tsx), without pulling the dialog into the
// first load.
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
