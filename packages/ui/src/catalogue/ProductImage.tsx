// A product's picture in a fixed square (no layout jump while it loads); without a picture, a
// neutral drawing of a parcel, so that lists keep their rhythm. The image is lazy below the fold.
import { Box, chakra, Image, type BoxProps } from '@chakra-ui/react';

export interface ProductImageProps extends BoxProps {
  src: string | null | undefined;
  /** The product's description; empty for a picture next to a link that already names it. */
  alt: string;
  /** Load at once (the product page's main image) instead of when it nears the viewport. */
  eager?: boolean;
}

export function ProductImage({ src, alt, eager = false, ...rest }: ProductImageProps) {
  return (
    <Box
      position="relative"
      aspectRatio="1"
      bg="gray.50"
      borderRadius="md"
      overflow="hidden"
      display="flex"
      alignItems="center"
      justifyContent="center"
      {...rest}
    >
      {src ? (
        <Image
          src={src}
          alt={alt}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          width="100%"
          height="100%"
          objectFit="contain"
        />
      ) : (
        <chakra.svg
          viewBox="0 0 64 64"
          width="40%"
          height="40%"
          fill="none"
          stroke="var(--chakra-colors-gray-400)"
          strokeWidth="2"
          strokeLinejoin="round"
          role={alt ? 'img' : undefined}
          aria-label={alt || undefined}
          aria-hidden={alt ? undefined : true}
        >
          <path d="M32 6l24 12v28L32 58 8 46V18z" />
          <path d="M8 18l24 12 24-12M32 30v28" />
          <path d="M20 12l24 12v9" />
        </chakra.svg>
      )}
    </Box>
  );
}
