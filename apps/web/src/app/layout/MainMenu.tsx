import { Flex, HStack, Skeleton, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { ConfigLink } from '../../domains/content/index';
import { MenuSkeleton } from './MenuSkeleton';
import { shellMessages } from '../../i18n/shell-messages';

export const MainMenu_config = graphql(`
  fragment MainMenu_config on Config {
    menu {
      key
      title
      link
    }
  }
`);

interface MainMenuProps {
  config: FragmentType<typeof MainMenu_config> | undefined;
  loading: boolean;
  /** `bar`: white links on the header's brand bar (desktop); `drawer`: a column in the mobile menu. */
  variant: 'bar' | 'drawer';
}

/** The main menu links of the config (tipo Menu), in order. */
export function MainMenu({ config, loading, variant }: MainMenuProps) {
  const intl = useIntl();
  const data = getFragmentData(MainMenu_config, config);
  const bar = variant === 'bar';
  if (!data) {
    if (!loading) return null;
    return bar ? (
      <HStack gap="6" py="4" aria-hidden="true">
        {Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} height="4" width="24" opacity="0.5" />
        ))}
      </HStack>
    ) : (
      <MenuSkeleton count={4} />
    );
  }
  if (data.menu.length === 0) return null;
  return (
    <nav aria-label={intl.formatMessage(shellMessages.mainMenu)}>
      <Flex
        as="ul"
        listStyleType="none"
        direction={bar ? 'row' : 'column'}
        wrap="wrap"
        gap={bar ? '0' : '1'}
        mx={bar ? '-3' : '0'}
      >
        {data.menu.map((item) => (
          <li key={item.key}>
            {item.link ? (
              <ConfigLink
                href={item.link}
                display="block"
                px={bar ? '3' : '0'}
                py={bar ? '3' : '2'}
                fontWeight="semibold"
                color={bar ? 'primary.contrast' : 'fg'}
                _hover={bar ? { bg: 'primary.700', textDecoration: 'none' } : { color: 'primary.fg' }}
                _focusVisible={bar ? { outlineColor: 'primary.contrast', outlineOffset: '-2px' } : undefined}
              >
                {item.title}
              </ConfigLink>
            ) : (
              <Text px={bar ? '3' : '0'} py={bar ? '3' : '2'} fontWeight="semibold">
                {item.title}
              </Text>
            )}
          </li>
        ))}
      </Flex>
    </nav>
  );
}
