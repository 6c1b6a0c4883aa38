// The media module: pictures: product pictures and their sizes, uploaded content images.
// Other code imports the module only through this file.
import type { ShopModule } from '../../kernel/module';
import filesRoutes from './files.routes';

export { ContentImageStore } from './content-image-store';
export { productImageFileName, writeProductImageSource } from './media-store';
export { imageUrls, mainImageUrl } from './product-image-urls';

export const mediaModule: ShopModule = {
  name: 'media',
  open: ({ mediaDir }) => [async (app) => filesRoutes(app, { mediaDir })],
};
