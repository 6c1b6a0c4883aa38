import { useId, type ReactNode } from 'react';
import { Heading, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { useViewer } from '../../lib/viewer/useViewer';
import { PromotionLinks } from '../../domains/promotions/index';
import { PromotionsDialogButton } from '../../domains/promotions/index';
import { useActivePromotions } from '../../domains/promotions/index';
import { BrandLinks } from './BrandLinks';
import { CategoryTree, type CategoryTree_categories } from '../../domains/catalogue/index';
import { ConfigLink } from '../../domains/content/index';
import { MenuSkeleton } from './MenuSkeleton';
import { shellMessages } from '../../i18n/shell-messages';

export const LeftMenu_config = graphql(`
  fragment LeftMenu_config on Config {
    leftMenu {
      key
      title
      link
    }
  }
`);

/** Entries shown only to logged-in users (spec §6: favourites). */
const MEMBERS_ONLY = new Set(['favourites']);

interface LeftMenuProps {
  config: FragmentType<typeof LeftMenu_config> | undefined;
  categories: readonly FragmentType<typeof CategoryTree_categories>[] | undefined;
  loading: boolean;
}

function SectionTitle({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <Heading
      as="h2"
      id={id}
      fontSize="xs"
      fontWeight="bold"
      textTransform="uppercase"
      letterSpacing="wider"
      color="fg.muted"
      pt="4"
      pb="1"
    >
      {children}
    </Heading>
  );
}

/** An entry of the menu that leads somewhere (the config's link, inside the shop or out). */
function MenuLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <ConfigLink href={href} display="block" py="1.5" color="fg" _hover={{ color: 'primary.fg' }}>
      {children}
    </ConfigLink>
  );
}

/**
 * The left side menu (config tipo LeftMenu) in order; the `categories` entry holds the tree, the
 * `brands` entry the brand links.
 */
export function LeftMenu({ config, categories, loading }: LeftMenuProps) {
  const intl = useIntl();
  const categoriesHeadingId = useId();
  const brandsHeadingId = useId();
  const data = getFragmentData(LeftMenu_config, config);
  const { viewer } = useViewer();
  const promotions = useActivePromotions();
  if (!data) return loading ? <MenuSkeleton count={10} pt="4" /> : null;
  const entries = data.leftMenu.filter((entry) => viewer || !MEMBERS_ONLY.has(entry.key));
  if (entries.length === 0) return null;
  return (
    <nav aria-label={intl.formatMessage(shellMessages.catalogue)}>
      <Stack as="ul" listStyleType="none" gap="0">
        {entries.map((entry) => (
          <li key={entry.key}>
            {entry.key === 'promotions' && entry.link ? (
              <>
                <MenuLink href={entry.link}>{entry.title}</MenuLink>
                <PromotionLinks promotions={promotions} />
                <PromotionsDialogButton />
              </>
            ) : entry.key === 'categories' ? (
              <>
                <SectionTitle id={categoriesHeadingId}>{entry.title}</SectionTitle>
                {categories && categories.length > 0 && (
                  <CategoryTree categories={categories} labelledBy={categoriesHeadingId} />
                )}
              </>
            ) : entry.key === 'brands' ? (
              <>
                <SectionTitle id={brandsHeadingId}>{entry.title}</SectionTitle>
                <BrandLinks labelledBy={brandsHeadingId} />
              </>
            ) : entry.key === 'products' ? (
              <SectionTitle>{entry.title}</SectionTitle>
            ) : entry.link ? (
              <MenuLink href={entry.link}>{entry.title}</MenuLink>
            ) : (
              <Text py="1.5">{entry.title}</Text>
            )}
          </li>
        ))}
      </Stack>
    </nav>
  );
}
