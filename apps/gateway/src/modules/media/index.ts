// Product pictures: the Image type's sizes and the picture files passed through from the API.
import { defineModule } from '../../kernel/module';
import { imageResolvers } from './image.resolvers';
import { registerMedia } from './media.routes';

export const mediaModule = defineModule({
  name: 'media',
  resolvers: [imageResolvers],
  routes: (app, { rest, upstreamTimeoutMs }) => registerMedia(app, rest, upstreamTimeoutMs),
});
