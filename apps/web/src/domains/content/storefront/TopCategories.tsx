// The catalogue's departments as tiles: each with its families as links, the department's own link
// for all of it. From the category tree (the shell has it in the cache already).
import { Heading, Link, Stack } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { useLocale } from '../../../i18n/useLocale';
import { categoryPath } from '../../../lib/paths';
import { homeMessages } from './messages';
import { Tile, TileSection } from './TileSection';

export const TopCategories_category = graphql(`
  fragment TopCategories_category on Category {
    code
    label
    children {
      code
      label
    }
  }
`);

/** Families listed per department; the department's link leads to the rest. */
const FAMILIES_SHOWN = 4;

export function TopCategories({
  categories: refs,
}: {
  categories: readonly FragmentType<typeof TopCategories_category>[];
}) {
  const intl = useIntl();
  const locale = useLocale();
  const departments = getFragmentData(TopCategories_category, refs);
  if (departments.length === 0) return null;
  return (
    <TileSection title={intl.formatMessage(homeMessages.categories)} testId="home-categories" gap="3">
      {departments.map((department) => (
        <Tile key={department.code} p="4" _hover={{ borderColor: 'primary.muted' }}>
          <Heading as="h3" size="md" mb="2">
            <Link asChild color="primary.fg">
              <RouterLink to={categoryPath(department.code, department.label, locale)}>
                {department.label}
              </RouterLink>
            </Link>
          </Heading>
          <Stack as="ul" listStyleType="none" gap="1">
            {department.children.slice(0, FAMILIES_SHOWN).map((family) => (
              <li key={family.code}>
                <Link asChild fontSize="sm" color="fg" _hover={{ color: 'primary.fg' }}>
                  <RouterLink to={categoryPath(family.code, family.label, locale)}>{family.label}</RouterLink>
                </Link>
              </li>
            ))}
          </Stack>
        </Tile>
      ))}
    </TileSection>
  );
}
