// /bannermanagement: the header's texts and the home page's banners on the shared grid, filtered by
// where they show and whether they show today; a new banner is made in a dialog and opens its page.
import { chakra, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { graphql } from '../../../gql';
import type {
  ManagedBannerFilter,
  ManagedBannerPlacement,
  ManagedBannerState,
  ManagedBannersListQuery,
} from '../../../gql/graphql';
import { useLocale } from '../../../i18n/useLocale';
import type { GridColumn } from '../../../app/manage/grid/columns';
import { GridListPage } from '../../../app/manage/grid/GridListPage';
import { defineGrid } from '../../../app/manage/grid/define-grid';
import type { GridState } from '../../../app/manage/grid/grid-state';
import { compactFilter, selectFilter } from '../../../app/manage/grid/record-columns';
import { useGridList } from '../../../app/manage/grid/useGridList';
import {
  daysColumn,
  oneOf,
  positionColumn,
  stateFilter,
} from '../../../app/manage/publishing/publishing-grid';
import { publishingStates } from '../../../app/manage/publishing/PublishingStateBadge';
import { PLACEMENTS } from './banner-form';
import { CreateBannerDialog } from './CreateBannerDialog';
import {
  columnMessages as c,
  listMessages as m,
  placementMessages,
  recordMessages,
  stateMessages,
} from './messages';
import { bannerPath } from './paths';
import { manageCommonMessages } from '../../../app/manage/common-messages';

const ManagedBannersListQueryDocument = graphql(`
  query ManagedBannersList(
    $page: Int
    $pageSize: Int
    $search: String
    $sort: ManagedBannerSort
    $filter: ManagedBannerFilter
  ) {
    managedBanners(page: $page, pageSize: $pageSize, search: $search, sort: $sort, filter: $filter) {
      items {
        id
        placement
        titleIt
        textIt
        link
        imageUrl
        from
        to
        position
        active
        state
      }
      total
      page
      pageSize
    }
  }
`);

type BannerRow = ManagedBannersListQuery['managedBanners']['items'][number];

const bannerStates = publishingStates<ManagedBannerState>(
  { VISIBLE: 'showing', SCHEDULED: 'scheduled', EXPIRED: 'over', OFF: 'off' },
  stateMessages,
  'banner-state',
);
export const BannerStateBadge = bannerStates.StateBadge;
const BANNER_STATES = bannerStates.states;

function PlacementCell({ placement }: { placement: ManagedBannerPlacement }) {
  const intl = useIntl();
  return intl.formatMessage(placementMessages[placement]);
}

function PictureCell({ row }: { row: BannerRow }) {
  const intl = useIntl();
  if (!row.imageUrl)
    return (
      <Text as="span" color="fg.muted">
        {intl.formatMessage(c.noPicture)}
      </Text>
    );
  const home = row.placement === 'HOME';
  return (
    <chakra.img
      src={row.imageUrl}
      alt=""
      width={home ? '4.5rem' : '1.25rem'}
      height={home ? '1.5rem' : '1.25rem'}
      objectFit={home ? 'cover' : 'contain'}
      borderRadius="sm"
      loading="lazy"
    />
  );
}

/** A home banner's title, a header text's line. */
const headline = (row: BannerRow) => (row.placement === 'HOME' ? row.titleIt : row.textIt);

function HeadlineCell({ row }: { row: BannerRow }) {
  const intl = useIntl();
  return headline(row) || intl.formatMessage(recordMessages.untitled, { id: row.id });
}

// Phones: the text, where and the state; tablets add the picture and the days; desktops link and order.
const columns: GridColumn<BannerRow>[] = [
  {
    id: 'text',
    header: c.text,
    value: headline,
    cell: (r) => <HeadlineCell row={r} />,
    hideable: false,
    width: '14rem',
    maxWidth: '22rem',
  },
  {
    id: 'placement',
    header: manageCommonMessages.where,
    value: (r) => r.placement,
    cell: (r) => <PlacementCell placement={r.placement} />,
    valueLabels: placementMessages,
    sortField: 'placement',
    width: '9rem',
  },
  {
    id: 'picture',
    header: manageCommonMessages.picture,
    value: (r) => r.imageUrl,
    cell: (r) => <PictureCell row={r} />,
    visibleFrom: 'tablet',
  },
  { id: 'link', header: manageCommonMessages.link, value: (r) => r.link, visibleFrom: 'desktop' },
  daysColumn(),
  positionColumn({ visibleFrom: 'desktop' }),
  {
    id: 'state',
    header: manageCommonMessages.state,
    value: (r) => r.state,
    cell: (r) => <BannerStateBadge state={r.state} />,
    valueLabels: stateMessages,
  },
];

const bannersGrid = defineGrid<BannerRow>({
  id: 'banners',
  columns,
  filters: [
    selectFilter('placement', manageCommonMessages.where, PLACEMENTS, placementMessages),
    stateFilter(BANNER_STATES, stateMessages),
  ],
  sort: { field: 'placement', direction: 'asc' },
});

function toFilter(state: GridState): ManagedBannerFilter | null {
  const placement = oneOf(PLACEMENTS, state.filters.placement);
  const bannerState = oneOf(BANNER_STATES, state.filters.state);
  return compactFilter<ManagedBannerFilter>({ placement, state: bannerState });
}

export function BannersPage() {
  const intl = useIntl();
  const locale = useLocale();
  const list = useGridList(bannersGrid, ManagedBannersListQueryDocument, {
    filter: toFilter,
    select: (data) => data.managedBanners,
  });
  return (
    <GridListPage
      title={intl.formatMessage(manageCommonMessages.banners)}
      subtitle={intl.formatMessage(m.intro)}
      newLabel={intl.formatMessage(manageCommonMessages.newBanner)}
      createDialog={(open, onClose) => <CreateBannerDialog open={open} onClose={onClose} />}
      list={list}
      rowKey={(row) => row.id}
      rowHref={(row) => bannerPath(row.id, locale)}
      searchLabel={m.search}
    />
  );
}
