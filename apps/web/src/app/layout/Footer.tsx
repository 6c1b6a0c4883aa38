import { Box, Button, Container, SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useCookieConsent } from '../../domains/policies/index';
import { consentMessages } from '../../domains/policies/index';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { FooterPromotions } from '../../domains/promotions/index';
import { FooterLinkColumn } from './FooterLinkColumn';
import { FooterTextColumn } from './FooterTextColumn';
import { layoutMessages } from './messages';

export const Footer_config = graphql(`
  fragment Footer_config on Config {
    bottomMenu {
      column
      ...FooterLinkColumn_column
    }
    footer {
      column
      ...FooterTextColumn_column
    }
  }
`);

const columns = { base: 1, sm: 2, lg: 4 } as const;

function FooterSkeleton() {
  return (
    <SimpleGrid columns={columns} gap="8" aria-hidden="true">
      {Array.from({ length: 4 }, (_, index) => (
        <Stack key={index} gap="3">
          <Skeleton height="4" width="50%" opacity="0.3" />
          <Skeleton height="3" width="80%" opacity="0.3" />
          <Skeleton height="3" width="70%" opacity="0.3" />
        </Stack>
      ))}
    </SimpleGrid>
  );
}

/**
 * Up to 4 columns of bottom-menu links or social icons, then up to 4 columns of footer text. On a
 * desktop each column stays at its configured position (1-4), even when a column before it is empty.
 * Last, the cookie-preferences link that opens the consent dialog again (spec §2).
 */
export function Footer(props: { config: FragmentType<typeof Footer_config> | undefined; loading: boolean }) {
  const intl = useIntl();
  const config = getFragmentData(Footer_config, props.config);
  const { openPreferences } = useCookieConsent();
  return (
    <Box as="footer" bg="gray.900" color="gray.100" mt="10" css={{ '--shop-focus-color': 'white' }}>
      <Container py="10">
        {!config && props.loading && <FooterSkeleton />}
        {config && config.bottomMenu.length > 0 && (
          <nav aria-label={intl.formatMessage(layoutMessages.footerLinks)}>
            <SimpleGrid columns={columns} gap="8">
              {config.bottomMenu.slice(0, 4).map((column) => (
                <Box key={column.column} gridColumnStart={{ lg: column.column }}>
                  <FooterLinkColumn column={column} />
                </Box>
              ))}
            </SimpleGrid>
          </nav>
        )}
        {config && config.footer.length > 0 && (
          <SimpleGrid
            columns={columns}
            gap="8"
            mt={config.bottomMenu.length > 0 ? '6' : '0'}
            pt={config.bottomMenu.length > 0 ? '8' : '0'}
            borderTopWidth={config.bottomMenu.length > 0 ? '1px' : '0'}
            borderColor="whiteAlpha.300"
          >
            {config.footer.slice(0, 4).map((column) => (
              <Box key={column.column} gridColumnStart={{ lg: column.column }}>
                <FooterTextColumn column={column} />
              </Box>
            ))}
          </SimpleGrid>
        )}
        <FooterPromotions />
        <Box mt="8" pt="6" borderTopWidth="1px" borderColor="whiteAlpha.300">
          {/* Always there, even when the config fails: the visitor can always change the choice. */}
          <Button
            variant="plain"
            color="gray.100"
            textDecoration="underline"
            px="0"
            height="auto"
            onClick={openPreferences}
          >
            {intl.formatMessage(consentMessages.preferences)}
          </Button>
        </Box>
      </Container>
    </Box>
  );
}
