// Keys the shop writes to the browser's storage beyond the consent itself (the cookie policy lists
// them: policies' CookieDetails), named once where every domain may read them.

/** sessionStorage: the key of the notice above the header the visitor closed (content's TopNotice). */
export const TOP_NOTICE_KEY = 'top-notice-hidden';

/** localStorage: how this device lists products, 'cards' or 'list' (catalogue's listing-view). */
export const LISTING_VIEW_KEY = 'catalogue-view';
/**
 * sessionStorage: the prefix of quick order's draft rows (quickorder's quick-order-draft), one per
 * user and client served, kept until the rows are added to the cart or cleared.
 */
export const QUICK_ORDER_DRAFT_KEY = 'quick-order-draft';
