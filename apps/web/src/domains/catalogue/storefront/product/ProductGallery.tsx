// The product's pictures: the main one large (loaded at once: it is the page's largest picture),
// thumbnails (buttons) to switch when there are more.
import { useState } from 'react';
import { Box, Flex, Stack, chakra } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { ProductImage, type ProductImageSource } from '@shop/ui';
import { productMessages } from './messages';

/** The main picture's width: the page's left column (5/12 of the content from 768 px), at most 280 px below that. */
const MAIN_SIZES = '(min-width: 1200px) 380px, (min-width: 768px) 40vw, 280px';

export function ProductGallery({
  images,
  description,
}: {
  images: readonly ProductImageSource[];
  description: string;
}) {
  const intl = useIntl();
  const [index, setIndex] = useState(0);
  const current = images[index] ?? images[0] ?? null;
  return (
    <Stack gap="3">
      <ProductImage
        image={current}
        alt={description}
        sizes={MAIN_SIZES}
        eager
        borderWidth="1px"
        borderColor="border"
        borderRadius="lg"
      />
      {images.length > 1 && (
        <Flex
          as="ul"
          listStyleType="none"
          gap="2"
          wrap="wrap"
          aria-label={intl.formatMessage(productMessages.gallery)}
        >
          {images.map((image, i) => (
            <li key={image.url}>
              <chakra.button
                type="button"
                onClick={() => setIndex(i)}
                aria-pressed={i === index}
                aria-label={intl.formatMessage(productMessages.showImage, { index: i + 1 })}
                borderWidth="2px"
                borderColor={i === index ? 'primary.solid' : 'border'}
                borderRadius="md"
                overflow="hidden"
                width="16"
              >
                <Box>
                  <ProductImage image={image} alt="" sizes="64px" borderRadius="0" />
                </Box>
              </chakra.button>
            </li>
          ))}
        </Flex>
      )}
    </Stack>
  );
}
