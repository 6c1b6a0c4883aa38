// The product's pictures: the main one large, thumbnails (buttons) to switch when there are more.
import { useState } from 'react';
import { Box, Flex, Stack, chakra } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { ProductImage } from '@shop/ui';
import { productMessages } from './messages';

export function ProductGallery({ images, description }: { images: readonly string[]; description: string }) {
  const intl = useIntl();
  const [index, setIndex] = useState(0);
  const current = images[index] ?? images[0] ?? null;
  return (
    <Stack gap="3">
      <ProductImage
        src={current}
        alt={description}
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
            <li key={image}>
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
                  <ProductImage src={image} alt="" borderRadius="0" />
                </Box>
              </chakra.button>
            </li>
          ))}
        </Flex>
      )}
    </Stack>
  );
}
