// A small square picture of a cart or wishlist line (decorative: the description next to it names it).
import { Box, Image, type BoxProps } from '@chakra-ui/react';

export function LineImage({ src, size }: { src: string | null; size: BoxProps['width'] }) {
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
      {src && (
        <Image
          src={src}
          alt=""
          loading="lazy"
          decoding="async"
          width="100%"
          height="100%"
          objectFit="contain"
        />
      )}
    </Box>
  );
}
