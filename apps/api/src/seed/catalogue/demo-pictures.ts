// Writes the demo catalogue's product pictures (SVG sources) into the media folder: those missing only,
// so a later start costs a look at each file. Served sizes are made by the API on first request.
import { catalogueIllustrations } from './product-generator';
import { writeIllustrations } from './product-illustrations';

export function writeDemoPictures(mediaDir: string): Promise<number> {
  return writeIllustrations(mediaDir, catalogueIllustrations());
}
