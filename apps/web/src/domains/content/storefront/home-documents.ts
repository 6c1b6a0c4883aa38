// The home page's GraphQL documents. HomeQuery is the page itself, the same for every visitor of a
// language (banners, three product rails, the departments): it goes out with the shell's queries on a
// first load (route prefetch), without waiting to learn who is browsing. HomeMineQuery is the signed-in
// user's own part (their promotions and favourites; a customer's last orders), asked once the viewer
// is known. Favourites are the favourites listing's first page, whose cache entries every wishlist
// change drops, and the orders a page of the history's, which a new order drops. Each block's fields are the fragment beside its component.
import { graphql } from '../../../gql';

/** Products per rail: one row of the listing grid on a desktop. */
export const RAIL_SIZE = 3;

export const HomeQuery = graphql(`
  query Home($language: Language!, $railSize: Int!) {
    homeBanners(language: $language) {
      ...HomeBanners_banner
    }
    onSale: products(filter: { type: PROMOTIONS }, pageSize: $railSize, language: $language) {
      ...ProductRail_products
    }
    highlights: products(filter: { type: HIGHLIGHTS }, pageSize: $railSize, language: $language) {
      ...ProductRail_products
    }
    news: products(filter: { type: NEWS }, pageSize: $railSize, language: $language) {
      ...ProductRail_products
    }
    categories(language: $language) {
      ...TopCategories_category
    }
  }
`);

export const HomeMineQuery = graphql(`
  query HomeMine(
    $language: Language!
    $railSize: Int!
    $signedIn: Boolean!
    $promotions: Boolean!
    $customer: Boolean!
  ) {
    promotions(language: $language) @include(if: $promotions) {
      ...HomePromotions_promotion
    }
    favourites: products(filter: { type: FAVOURITES }, pageSize: $railSize, language: $language)
      @include(if: $signedIn) {
      ...ProductRail_products
    }
    config(language: $language) @include(if: $customer) {
      settings {
        priceDecimals
      }
    }
    orders(page: 1, pageSize: 3) @include(if: $customer) {
      items {
        ...LastOrders_order
      }
    }
  }
`);
