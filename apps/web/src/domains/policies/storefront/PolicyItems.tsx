// The items of a policy document (privacy policy, sale conditions: spec §3 policy tables, from
// `policy(kind, language)`) as reading text: each item's heading and its texts.
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';

export const PolicyItems_item = graphql(`
  fragment PolicyItems_item on PolicyItem {
    code
    title
    texts
  }
`);

interface PolicyItemsProps {
  items: readonly FragmentType<typeof PolicyItems_item>[];
  /** The level of the items' headings: 2 on a page of its own, 3 inside a form. */
  headingLevel?: 'h2' | 'h3';
  size?: 'sm' | 'md';
}

export function PolicyItems({ items, headingLevel = 'h2', size = 'md' }: PolicyItemsProps) {
  return (
    <Stack gap={size === 'md' ? '5' : '3'}>
      {items.map((ref) => {
        const item = getFragmentData(PolicyItems_item, ref);
        return (
          <Box key={item.code}>
            <Heading as={headingLevel} size={size === 'md' ? 'lg' : 'sm'} mb="1">
              {item.title}
            </Heading>
            {item.texts
              .filter((text) => text.trim() !== '')
              .map((text, index) => (
                <Text key={index} fontSize={size}>
                  {text}
                </Text>
              ))}
          </Box>
        );
      })}
    </Stack>
  );
}
