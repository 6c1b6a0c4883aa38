// Media: product pictures and their sizes, pictures uploaded for banners and promotions.
export * from './media';
export * from './content-images';
