// /promomanagement: the promotions on the shared grid (rule, days, state, what and whom they apply
// to), filtered by offer, state and client; a new promotion is made in a dialog and opens its page.
import { useIntl } from 'react-intl';
import { graphql } from '../../../gql';
import type { ManagedPromotionFilter, ManagedPromotionsListQuery } from '../../../gql/graphql';
import { toLanguage } from '../../../i18n/locale';
import { useLocale } from '../../../i18n/useLocale';
import type { GridColumn } from '../../../app/manage/grid/columns';
import { GridListPage } from '../../../app/manage/grid/GridListPage';
import { defineGrid } from '../../../app/manage/grid/define-grid';
import type { GridState } from '../../../app/manage/grid/grid-state';
import { useGridList } from '../../../app/manage/grid/useGridList';
import { codeColumn, compactFilter, selectFilter } from '../../../app/manage/grid/record-columns';
import {
  daysColumn,
  oneOf,
  positionColumn,
  stateFilter,
} from '../../../app/manage/publishing/publishing-grid';
import { CreatePromotionDialog } from './CreatePromotionDialog';
import { columnMessages as c, listMessages as m, offerMessages, stateMessages } from './messages';
import { promotionPath } from './paths';
import { audienceSummary, ruleSummary, targetsSummary } from './promotion-format';
import { OFFERS } from './promotion-form';
import { PROMOTION_STATES, PromotionStateBadge } from './PromotionStateBadge';
import { commonMessages } from '../../../i18n/common-messages';
import { manageCommonMessages } from '../../../app/manage/common-messages';

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
  codeColumn('7rem'),
  {
    id: 'title',
    header: manageCommonMessages.title,
    value: (r) => r.title,
    sortField: 'title',
    visibleFrom: 'tablet',
    width: '12rem',
    maxWidth: '18rem',
  },
  {
    id: 'offer',
    header: manageCommonMessages.offer,
    value: (r) => r.offer,
    cell: (r) => <OfferCell row={r} />,
    valueLabels: offerMessages,
    sortField: 'offer',
    visibleFrom: 'desktop',
  },
  {
    id: 'rule',
    header: manageCommonMessages.rule,
    value: (r) => r.discountPercent ?? r.giftQty,
    cell: (r) => <RuleCell row={r} />,
  },
  daysColumn(),
  {
    id: 'state',
    header: manageCommonMessages.state,
    value: (r) => r.state,
    cell: (r) => <PromotionStateBadge state={r.state} />,
    valueLabels: stateMessages,
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
  positionColumn({ hiddenByDefault: true }),
];

const promotionsGrid = defineGrid<PromotionRow>({
  id: 'promotions',
  columns,
  filters: [
    selectFilter('offer', manageCommonMessages.offer, OFFERS, offerMessages),
    stateFilter(PROMOTION_STATES, stateMessages),
    { kind: 'text', name: 'client', label: m.clientFilter },
  ],
  sort: { field: 'position', direction: 'asc' },
});

function toFilter(state: GridState): ManagedPromotionFilter | null {
  const offer = oneOf(OFFERS, state.filters.offer);
  const promotionState = oneOf(PROMOTION_STATES, state.filters.state);
  const client = state.filters.client?.trim().toUpperCase();
  return compactFilter<ManagedPromotionFilter>({ offer, state: promotionState, clientCode: client });
}

export function PromotionsPage() {
  const intl = useIntl();
  const locale = useLocale();
  const list = useGridList(promotionsGrid, ManagedPromotionsListQueryDocument, {
    filter: toFilter,
    select: (data) => data.managedPromotions,
    variables: { language: toLanguage(locale) },
  });
  return (
    <GridListPage
      title={intl.formatMessage(commonMessages.promotions)}
      subtitle={intl.formatMessage(m.intro)}
      newLabel={intl.formatMessage(manageCommonMessages.newPromotion)}
      createDialog={(open, onClose) => <CreatePromotionDialog open={open} onClose={onClose} />}
      list={list}
      rowKey={(row) => row.code}
      rowHref={(row) => promotionPath(row.code, locale)}
      searchLabel={m.search}
    />
  );
}
