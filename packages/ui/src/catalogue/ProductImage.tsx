// A product's picture in a fixed box (no layout jump while it loads): the served sizes in `srcset`,
// with `sizes` saying how wide the box is, so the browser fetches the smallest that is sharp enough.
// Without a picture, a neutral drawing of a parcel, so that lists keep their rhythm. Lazy unless
// `eager` (the first screen's pictures).
import { Box, chakra, type BoxProps } from '@chakra-ui/react';

/** A picture in the sizes the shop serves (GraphQL `Image`). */
export interface ProductImageSource {
  url: string;
  srcSet: string;
  width?: number | null;
  height?: number | null;
}

export interface ProductImageProps extends BoxProps {
  image: ProductImageSource | null | undefined;
  /** The product's description; empty for a picture next to a link that already names it. */
  alt: string;
  /** How wide the picture is shown, per viewport (the `sizes` attribute), e.g. "(min-width: 576px) 360px, 96px". */
  sizes: string;
  /** Load at once (the product page's main image) instead of when it nears the viewport. */
  eager?: boolean;
}

const FILL = { width: '100%', height: '100%', objectFit: 'contain' } as const;

export function ProductImage({ image, alt, sizes, eager = false, ...rest }: ProductImageProps) {
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
      {image ? (
        <img
          src={image.url}
          srcSet={image.srcSet}
          sizes={sizes}
          width={image.width ?? undefined}
          height={image.height ?? undefined}
          alt={alt}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
          decoding="async"
          style={FILL}
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
