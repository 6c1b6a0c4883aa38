// /promomanagement: the promotions on the shared grid (rule, days, state, what and whom they apply
// to), filtered by offer, state and client; a new promotion is made in a dialog and opens its page.
import { useState } from 'react';
import { Button } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { graphql } from '../../../gql';
import type {
  ManagedPromotionFilter,
  ManagedPromotionSortField,
  ManagedPromotionsListQuery,
} from '../../../gql/graphql';
import { toLanguage } from '../../../i18n/locale';
import { useLocale } from '../../../i18n/useLocale';
import type { GridColumn } from '../../../app/manage/grid/columns';
import { DataGrid } from '../../../app/manage/grid/DataGrid';
import { defineGrid } from '../../../app/manage/grid/define-grid';
import { toGraphqlSort, type GridState } from '../../../app/manage/grid/grid-state';
import { gridPageVariables, useGridQuery } from '../../../app/manage/grid/useGridQuery';
import { useGridState } from '../../../app/manage/grid/useGridState';
import { ManagementPage } from '../../../app/manage/page/ManagementPage';
import { DaysCell } from '../../../app/manage/publishing/days';
import { CreatePromotionDialog } from './CreatePromotionDialog';
import { columnMessages as c, listMessages as m, offerMessages, stateMessages } from './messages';
import { promotionPath } from './paths';
import { audienceSummary, ruleSummary, targetsSummary } from './promotion-format';
import { OFFERS } from './promotion-form';
import { PROMOTION_STATES, PromotionStateBadge } from './PromotionStateBadge';

const ManagedPromotionsListQueryDocument = graphql(`
  query ManagedPromotionsList(
    $page: Int
    $pageSize: Int
    $search: String
    $sort: ManagedPromotionSort
    $filter: ManagedPromotionFilter
    $language: Language!
  ) {
    managedPromotions(
      page: $page
      pageSize: $pageSize
      search: $search
      sort: $sort
      filter: $filter
      language: $language
    ) {
      items {
        code
        offer
        title
        from
        to
        active
        state
        discountPercent
        minOrder
        giftEvery
        giftQty
        productCount
        categoryCount
        brandCount
        clientCodes
        priceLists
        position
      }
      total
      page
      pageSize
    }
  }
`);

type PromotionRow = ManagedPromotionsListQuery['managedPromotions']['items'][number];

function OfferCell({ row }: { row: PromotionRow }) {
  return useIntl().formatMessage(offerMessages[row.offer]);
}
function RuleCell({ row }: { row: PromotionRow }) {
  return ruleSummary(useIntl(), row);
}
function TargetsCell({ row }: { row: PromotionRow }) {
  return targetsSummary(useIntl(), row);
}
function AudienceCell({ row }: { row: PromotionRow }) {
  return audienceSummary(useIntl(), row);
}

// Phones: code, rule and state; tablets add the title, days and offer; desktops targets and clients.
const columns: GridColumn<PromotionRow>[] = [
  { id: 'code', header: c.code, value: (r) => r.code, sortField: 'code', hideable: false, width: '7rem' },
  {
    id: 'title',
    header: c.title,
    value: (r) => r.title,
    sortField: 'title',
    visibleFrom: 'tablet',
    width: '12rem',
  },
  {
    id: 'offer',
    header: c.offer,
    value: (r) => r.offer,
    cell: (r) => <OfferCell row={r} />,
    sortField: 'offer',
    visibleFrom: 'desktop',
  },
  {
    id: 'rule',
    header: c.rule,
    value: (r) => r.discountPercent ?? r.giftQty,
    cell: (r) => <RuleCell row={r} />,
  },
  {
    id: 'days',
    header: c.days,
    value: (r) => r.from,
    cell: (r) => <DaysCell from={r.from} to={r.to} />,
    exportValue: (r) => `${r.from} – ${r.to}`,
    sortField: 'from',
    visibleFrom: 'tablet',
  },
  {
    id: 'state',
    header: c.state,
    value: (r) => r.state,
    cell: (r) => <PromotionStateBadge state={r.state} />,
  },
  {
    id: 'targets',
    header: c.targets,
    value: (r) => r.productCount + r.categoryCount + r.brandCount,
    cell: (r) => <TargetsCell row={r} />,
    visibleFrom: 'desktop',
  },
  {
    id: 'audience',
    header: c.audience,
    value: (r) => [...r.clientCodes, ...r.priceLists].join(' '),
    cell: (r) => <AudienceCell row={r} />,
    visibleFrom: 'desktop',
  },
  {
    id: 'position',
    header: c.position,
    value: (r) => r.position,
    type: 'number',
    sortField: 'position',
    hiddenByDefault: true,
  },
];

const promotionsGrid = defineGrid<PromotionRow>({
  id: 'promotions',
  columns,
  filters: [
    {
      kind: 'select',
      name: 'offer',
      label: m.offerFilter,
      options: OFFERS.map((value) => ({ value, label: offerMessages[value] })),
    },
    {
      kind: 'select',
      name: 'state',
      label: m.stateFilter,
      options: PROMOTION_STATES.map((value) => ({ value, label: stateMessages[value] })),
    },
    { kind: 'text', name: 'client', label: m.clientFilter },
  ],
  sort: { field: 'position', direction: 'asc' },
});

const oneOf = <T extends string>(values: readonly T[], value: string | undefined): T | undefined =>
  values.find((candidate) => candidate === value);

function toFilter(state: GridState): ManagedPromotionFilter | null {
  const offer = oneOf(OFFERS, state.filters.offer);
  const promotionState = oneOf(PROMOTION_STATES, state.filters.state);
  const client = state.filters.client?.trim().toUpperCase();
  const filter: ManagedPromotionFilter = {
    ...(offer ? { offer } : {}),
    ...(promotionState ? { state: promotionState } : {}),
    ...(client ? { clientCode: client } : {}),
  };
  return Object.keys(filter).length > 0 ? filter : null;
}

export function PromotionsPage() {
  const intl = useIntl();
  const locale = useLocale();
  const [creating, setCreating] = useState(false);
  const grid = useGridState(promotionsGrid.id, promotionsGrid.options);
  const variables = {
    ...gridPageVariables(grid.state),
    sort: toGraphqlSort<ManagedPromotionSortField>(grid.state.sort),
    filter: toFilter(grid.state),
    language: toLanguage(locale),
  };
  const query = useGridQuery(ManagedPromotionsListQueryDocument, {
    variables,
    select: (data) => data.managedPromotions,
  });
  const title = intl.formatMessage(m.title);
  return (
    <ManagementPage
      title={title}
      subtitle={intl.formatMessage(m.intro)}
      actions={
        <Button colorPalette="primary" onClick={() => setCreating(true)}>
          {intl.formatMessage(m.newPromotion)}
        </Button>
      }
    >
      <DataGrid
        definition={promotionsGrid}
        grid={grid}
        title={title}
        result={query.result}
        loading={query.loading}
        error={query.error}
        onRetry={query.retry}
        rowKey={(row) => row.code}
        rowHref={(row) => promotionPath(row.code, locale)}
        searchLabel={m.search}
        exportPage={query.fetchPage}
      />
      <CreatePromotionDialog open={creating} onClose={() => setCreating(false)} />
    </ManagementPage>
  );
}
