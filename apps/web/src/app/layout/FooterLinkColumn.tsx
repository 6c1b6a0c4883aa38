import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { SocialIcon } from '@shop/ui';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { ConfigLink } from '../../domains/content/index';
import { FooterHeading } from './FooterHeading';
import { footerSections } from './footer-sections';

export const FooterLinkColumn_column = graphql(`
  fragment FooterLinkColumn_column on FooterColumn {
    lines {
      key
      title
      link
      social
      isSectionTitle
    }
  }
`);

const focusOnDark = { outlineColor: 'white' } as const;

function networkName(social: string): string {
  return social.charAt(0).toUpperCase() + social.slice(1);
}

/** One column of the bottom menu (config tipo BottomMenu): links, and social icons in a row. */
export function FooterLinkColumn(props: { column: FragmentType<typeof FooterLinkColumn_column> }) {
  const { lines } = getFragmentData(FooterLinkColumn_column, props.column);
  return (
    <Box>
      {footerSections(lines).map((section, index) => {
        const links = section.lines.filter((line) => !line.social);
        const socials = section.lines.filter((line) => line.social && line.link);
        return (
          <Box key={section.title?.key ?? index} mb="4">
            {section.title && <FooterHeading>{section.title.title}</FooterHeading>}
            {links.length > 0 && (
              <Stack as="ul" listStyleType="none" gap="2">
                {links.map((line) => (
                  <li key={line.key}>
                    {line.link ? (
                      <ConfigLink href={line.link} color="gray.100" _focusVisible={focusOnDark}>
                        {line.title}
                      </ConfigLink>
                    ) : (
                      <Text>{line.title}</Text>
                    )}
                  </li>
                ))}
              </Stack>
            )}
            {socials.length > 0 && (
              <HStack as="ul" listStyleType="none" gap="3" mt={links.length > 0 ? '3' : '0'}>
                {socials.map((line) => (
                  <li key={line.key}>
                    <ConfigLink
                      href={line.link}
                      aria-label={line.title || networkName(line.social ?? '')}
                      display="inline-flex"
                      p="1.5"
                      rounded="md"
                      color="white"
                      _hover={{ bg: 'whiteAlpha.200' }}
                      _focusVisible={focusOnDark}
                    >
                      <SocialIcon network={line.social ?? ''} />
                    </ConfigLink>
                  </li>
                ))}
              </HStack>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
