// The advanced filter dialog (spec §2, §4, §5): free text, category, brand, type and promotion, with
// Reset and Search, and a quick-choice tree. The rules live in filter-state.ts; this is the view.
// It reads the filter from the URL when it opens, and follows the URL while open.
import { useId, useMemo, useState } from 'react';
import { Button, chakra, Dialog, Field, Grid, Heading, Input, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { PRODUCT_TYPE_CODES } from '@shop/contract/rules';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { getFragmentData, graphql } from '../../../../gql';
import { CategoryTree_categories, type CategoryTreeNode } from '../CategoryTree';
import { toLanguage } from '../../../../i18n/locale';
import { useLocale } from '../../../../i18n/useLocale';
import { useViewer } from '../../../../lib/viewer/useViewer';
import { useActivePromotions } from '../../../promotions/index';
import {
  ALL_OPTION,
  chooseTreeItem,
  offeredTypes,
  readFilter,
  resetFilter,
  searchPath,
  selectedOption,
  syncFromUrl,
  type FilterKind,
  type FilterState,
  type TreeChoice,
} from './filter-state';
import { FilterSelect, type FilterOption } from './FilterSelect';
import { FilterTree, type FilterTreeNode } from './FilterTree';
import { filterMessages } from './messages';
import { commonMessages } from '../../../../i18n/common-messages';
import { ShopDialog } from '../../../../app/storefront-ui/ShopDialog';

export const FilterOptionsQuery = graphql(`
  query FilterOptions($language: Language!) {
    categories(language: $language) {
      ...CategoryTree_categories
    }
    brands {
      code
      name
    }
    productTypes(language: $language) {
      type
      label
    }
  }
`);

function flatten(nodes: readonly CategoryTreeNode[], depth = 0): FilterOption[] {
  return nodes.flatMap((node) => [
    { value: node.code, label: node.label, depth },
    ...flatten(node.children ?? [], depth + 1),
  ]);
}

function categoryNodes(nodes: readonly CategoryTreeNode[]): FilterTreeNode[] {
  return nodes.map((node) => ({
    key: node.treeId,
    label: node.label,
    choice: { kind: 'category', code: node.code },
    children: categoryNodes(node.children ?? []),
  }));
}

/** The dialog's selects, in order; the promotions only for a signed-in user (spec §2, §6). */
const SELECTS: readonly {
  kind: FilterKind;
  label: MessageDescriptor;
  maxListHeight?: number;
  membersOnly?: boolean;
}[] = [
  { kind: 'category', label: commonMessages.category },
  { kind: 'brand', label: commonMessages.brand, maxListHeight: 200 },
  { kind: 'type', label: commonMessages.type },
  { kind: 'promo', label: filterMessages.promo, membersOnly: true },
];

interface FilterDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export default function FilterDialog({ open, onOpenChange }: FilterDialogProps) {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const location = useLocation();
  const { viewer } = useViewer();
  const loggedIn = Boolean(viewer);
  const treeHeadingId = useId();
  const { data, loading } = useQuery(FilterOptionsQuery, {
    variables: { language: toLanguage(locale) },
    skip: !open,
  });
  const categories = useMemo(
    (): readonly CategoryTreeNode[] =>
      data ? getFragmentData(CategoryTree_categories, data.categories) : [],
    [data],
  );
  // Spec §2, §6: the promotions load only for a signed-in user (the hook skips the query otherwise).
  const promotions = useActivePromotions();

  const search = location.search;
  const [draft, setDraft] = useState<FilterState>(() => readFilter(new URLSearchParams(search)));
  const [seen, setSeen] = useState({ open, search });
  // Opening starts from the URL; while open, an external change of one filter updates its selection.
  if (open !== seen.open || search !== seen.search) {
    const next = readFilter(new URLSearchParams(search));
    if (open && !seen.open) setDraft(next);
    else setDraft((current) => syncFromUrl(current, readFilter(new URLSearchParams(seen.search)), next));
    setSeen({ open, search });
  }

  const all = intl.formatMessage(commonMessages.all);
  const options = useMemo(() => {
    const withAll = (kind: FilterKind, rest: FilterOption[]): FilterOption[] => [
      { value: ALL_OPTION[kind], label: all },
      ...rest,
    ];
    const types = offeredTypes(
      (data?.productTypes ?? []).map((t) => ({ code: PRODUCT_TYPE_CODES[t.type], label: t.label })),
      loggedIn,
      intl.formatMessage(commonMessages.favourites),
    );
    return {
      category: withAll('category', flatten(categories)),
      brand: withAll(
        'brand',
        (data?.brands ?? []).map((b) => ({ value: b.code, label: b.name })),
      ),
      type: withAll(
        'type',
        types.map((t) => ({ value: t.code, label: t.label })),
      ),
      promo: withAll(
        'promo',
        promotions.map((p) => ({ value: p.code, label: p.title })),
      ),
      types,
    };
  }, [data, categories, promotions, loggedIn, all, intl]);

  const tree = useMemo<FilterTreeNode[]>(() => {
    const branches: FilterTreeNode[] = [
      {
        key: 'categories',
        label: intl.formatMessage(commonMessages.categories),
        children: categoryNodes(categories),
      },
      {
        key: 'types',
        label: intl.formatMessage(filterMessages.treeTypes),
        children: options.types.map((t) => ({
          key: t.code,
          label: t.label,
          choice: { kind: 'type', code: t.code },
        })),
      },
      {
        key: 'brands',
        label: intl.formatMessage(commonMessages.brands),
        children: (data?.brands ?? []).map((b) => ({
          key: b.code,
          label: b.name,
          choice: { kind: 'brand', code: b.code },
        })),
      },
    ];
    if (loggedIn && promotions.length > 0) {
      branches.push({
        key: 'promotions',
        label: intl.formatMessage(commonMessages.promotions),
        children: promotions.map((p) => ({
          key: p.code,
          label: p.title,
          choice: { kind: 'promo', code: p.code },
        })),
      });
    }
    return branches;
  }, [data, categories, options.types, promotions, loggedIn, intl]);

  const go = (state: FilterState) => {
    onOpenChange(false);
    void navigate(searchPath(state, locale, loggedIn));
  };
  const set = (kind: keyof FilterState) => (value: string) => setDraft((d) => ({ ...d, [kind]: value }));

  return (
    <ShopDialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={intl.formatMessage(filterMessages.title)}
    >
      <chakra.form
        display="contents"
        onSubmit={(event) => {
          event.preventDefault();
          go(draft);
        }}
      >
        <Dialog.Body>
          <Stack gap="4">
            <Field.Root>
              <Field.Label>{intl.formatMessage(filterMessages.text)}</Field.Label>
              <Input
                name="search_term"
                size="sm"
                autoComplete="off"
                value={draft.searchTerm}
                onChange={(event) => set('searchTerm')(event.currentTarget.value)}
              />
            </Field.Root>
            {loading && !data ? (
              <Stack gap="3" aria-busy="true">
                <Text fontSize="sm" color="fg.muted">
                  {intl.formatMessage(filterMessages.loading)}
                </Text>
                <Skeleton height="8" />
                <Skeleton height="8" />
              </Stack>
            ) : (
              <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4">
                {SELECTS.filter((select) => loggedIn || !select.membersOnly).map((select) => (
                  <FilterSelect
                    key={select.kind}
                    name={select.kind}
                    label={intl.formatMessage(select.label)}
                    value={selectedOption(select.kind, draft[select.kind])}
                    options={options[select.kind]}
                    onChange={set(select.kind)}
                    maxListHeight={select.maxListHeight}
                  />
                ))}
              </Grid>
            )}
            <Stack as="section" aria-labelledby={treeHeadingId} gap="1">
              <Heading as="h3" id={treeHeadingId} fontSize="sm">
                {intl.formatMessage(filterMessages.tree)}
              </Heading>
              <Text fontSize="xs" color="fg.muted">
                {intl.formatMessage(filterMessages.treeHint)}
              </Text>
              <FilterTree
                nodes={tree}
                labelledBy={treeHeadingId}
                onChoose={(choice: TreeChoice) => go(chooseTreeItem(draft, choice))}
              />
            </Stack>
          </Stack>
        </Dialog.Body>
        <Dialog.Footer>
          <Button
            variant="outline"
            onClick={() => {
              const cleared = resetFilter();
              setDraft(cleared);
              go(cleared);
            }}
          >
            {intl.formatMessage(filterMessages.reset)}
          </Button>
          <Button type="submit" colorPalette="primary">
            {intl.formatMessage(commonMessages.search)}
          </Button>
        </Dialog.Footer>
      </chakra.form>
    </ShopDialog>
  );
}
