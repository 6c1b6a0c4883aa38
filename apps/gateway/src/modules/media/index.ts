// Pictures: the Image type's sizes, the picture files passed through from the API, and the picture
// upload routes that the modules owning the pictures (content, promotions) register.
import { defineModule } from '../../kernel/module';
import { imageResolvers } from './image.resolvers';
import { registerMedia } from './media.routes';

export { registerImageUploads, type ImageUpload } from './image-uploads.routes';

export const mediaModule = defineModule({
  name: 'media',
  resolvers: [imageResolvers],
  routes: (app, { rest, upstreamTimeoutMs }) => registerMedia(app, rest, upstreamTimeoutMs),
});
