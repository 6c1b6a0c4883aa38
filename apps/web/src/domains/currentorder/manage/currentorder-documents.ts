// The GraphQL documents of ordering for a client: the state (the bar and the page), the "choose a
// client" search, start, finish, the takeover of the client's own cart and the line discount.
import { graphql } from '../../../gql';

export const CurrentOrder_state = graphql(`
  fragment CurrentOrder_state on CurrentOrder {
    client {
      code
      name
      city
      province
    }
    clientCartLineCount
    discountCeiling
  }
`);

export const CurrentOrderQuery = graphql(`
  query CurrentOrder {
    currentOrder {
      ...CurrentOrder_state
    }
  }
`);

/** The lines of the cart being filled for the client (the bar asks before finishing with some). */
export const CurrentOrderCartLinesQuery = graphql(`
  query CurrentOrderCartLines {
    cart {
      id
      lines {
        code
      }
    }
  }
`);

export const OrderingClientsQuery = graphql(`
  query OrderingClients($search: String, $pageSize: Int) {
    orderingClients(search: $search, page: 1, pageSize: $pageSize) {
      total
      items {
        code
        name
        city
        province
      }
    }
  }
`);

export const StartOrderingForMutation = graphql(`
  mutation StartOrderingFor($clientCode: String!) {
    startOrderingFor(clientCode: $clientCode) {
      ...CurrentOrder_state
    }
  }
`);

export const FinishOrderingForMutation = graphql(`
  mutation FinishOrderingFor {
    finishOrderingFor {
      ...CurrentOrder_state
    }
  }
`);

export const TakeOverClientCartMutation = graphql(`
  mutation TakeOverClientCart($language: Language) {
    takeOverClientCart(language: $language) {
      movedLineCount
      currentOrder {
        ...CurrentOrder_state
      }
      cart {
        id
        ...CartContent_cart
      }
    }
  }
`);
