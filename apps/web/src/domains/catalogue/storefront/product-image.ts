// A product's picture as the catalogue selects it (the listing's cards, the search suggestions):
// the served sizes for srcSet and the intrinsic size, read back with readProductImage.
import { getFragmentData, graphql, type FragmentType } from '../../../gql';

export const ProductImage_image = graphql(`
  fragment ProductImage_image on Image {
    url
    srcSet
    width
    height
  }
`);

export type ProductImageRef = FragmentType<typeof ProductImage_image>;

export function readProductImage(ref: ProductImageRef | null | undefined) {
  return ref ? getFragmentData(ProductImage_image, ref) : null;
}
