// Wishlist: the customer's wishlist.
export * from './wishlist';
