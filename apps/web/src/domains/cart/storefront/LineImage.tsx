// A small square picture of a cart or wishlist line (decorative: the description next to it names it).
import { Box, type BoxProps } from '@chakra-ui/react';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';

/** A picture as the cart's and the wishlist's lines and the product to add select it. */
export const LineImage_image = graphql(`
  fragment LineImage_image on Image {
    url
    srcSet
    width
    height
  }
`);

export type LineImageRef = FragmentType<typeof LineImage_image>;

/** At most 80 px wide: the browser takes the smallest served size (160 px) even on a 2× screen. */
const LINE_IMAGE_SIZES = '80px';

export function LineImage({ image: ref, size }: { image: LineImageRef | null; size: BoxProps['width'] }) {
  const image = ref && getFragmentData(LineImage_image, ref);
  return (
    <Box
      width={size}
      height={size}
      flexShrink={0}
      bg="gray.50"
      borderRadius="md"
      overflow="hidden"
      borderWidth="1px"
      borderColor="border"
    >
      {image && (
        <img
          src={image.url}
          srcSet={image.srcSet}
          sizes={LINE_IMAGE_SIZES}
          width={image.width ?? undefined}
          height={image.height ?? undefined}
          alt=""
          loading="lazy"
          decoding="async"
          style={{ width: '100%', height: '100%', objectFit: 'contain' }}
        />
      )}
    </Box>
  );
}
