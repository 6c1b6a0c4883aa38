import { Box, Stack, Text } from '@chakra-ui/react';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { ConfigLink } from '../../domains/content/index';
import { FooterHeading } from './FooterHeading';
import { footerSections } from './footer-sections';

export const FooterTextColumn_column = graphql(`
  fragment FooterTextColumn_column on FooterColumn {
    lines {
      key
      title
      text
      link
      isSectionTitle
    }
  }
`);

interface Line {
  title: string;
  text: string;
  link: string;
}

/** A line shows its title and its text; when both are set the title reads as a label. */
function LineContent({ line }: { line: Line }) {
  if (line.title && line.text && line.title !== line.text) {
    return (
      <>
        <Box as="span" fontWeight="semibold" color="white">
          {line.title}
        </Box>{' '}
        {line.text}
      </>
    );
  }
  return <>{line.text || line.title}</>;
}

/** One column of footer text lines (config tipo Footer), with its section titles. */
export function FooterTextColumn(props: { column: FragmentType<typeof FooterTextColumn_column> }) {
  const { lines } = getFragmentData(FooterTextColumn_column, props.column);
  return (
    <Box>
      {footerSections(lines).map((section, index) => (
        <Box key={section.title?.key ?? index} mb="4">
          {section.title && <FooterHeading>{section.title.title}</FooterHeading>}
          <Stack gap="1" fontSize="sm" color="gray.300">
            {section.lines.map((line) => (
              <Text key={line.key}>
                {line.link ? (
                  <ConfigLink href={line.link} color="gray.100" _focusVisible={{ outlineColor: 'white' }}>
                    <LineContent line={line} />
                  </ConfigLink>
                ) : (
                  <LineContent line={line} />
                )}
              </Text>
            ))}
          </Stack>
        </Box>
      ))}
    </Box>
  );
}
