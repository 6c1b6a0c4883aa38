// Banner management: GraphQL arguments and enums <-> the REST contract's fields and values, in one place.
import type {
  BannerSortField as RestSort,
  BannerState as RestState,
  ManagedBannerTipo,
} from '@shop/contract';
import type {
  ManagedBannerFilter,
  ManagedBannerInput,
  ManagedBannerPlacement,
  ManagedBannerSort,
  ManagedBannerSortField,
  ManagedBannerState,
} from '../../generated/resolvers-types';
import type { FormFields } from '../../kernel/upstream/rest-client';

const PLACEMENT: Record<ManagedBannerPlacement, ManagedBannerTipo> = {
  TOP_LEFT: 'topleft',
  TOP_CENTER: 'topcenter',
  TOP_RIGHT: 'topright',
  HOME: 'home',
};
const STATE: Record<ManagedBannerState, RestState> = {
  VISIBLE: 'visibile',
  SCHEDULED: 'programmato',
  EXPIRED: 'scaduto',
  OFF: 'disattivato',
};
const SORT: Record<ManagedBannerSortField, RestSort> = {
  ID: 'id',
  PLACEMENT: 'tipo',
  POSITION: 'posizione',
  FROM: 'dal',
  TO: 'al',
};

const invert = <K extends string, V extends string>(map: Record<K, V>) =>
  Object.fromEntries(Object.entries(map).map(([key, value]) => [value, key])) as Record<V, K>;
const PLACEMENT_OF = invert(PLACEMENT);
const STATE_OF = invert(STATE);

export const toPlacement = (tipo: ManagedBannerTipo): ManagedBannerPlacement => PLACEMENT_OF[tipo];
export const toBannerState = (stato: RestState): ManagedBannerState => STATE_OF[stato];

const orUndefined = <T>(value: T | null | undefined) => value ?? undefined;
const yesNo = (value: boolean | null | undefined) =>
  value === true ? 'S' : value === false ? 'N' : undefined;

export function toListFields(args: {
  page?: number | null;
  pageSize?: number | null;
  search?: string | null;
  sort?: ManagedBannerSort | null;
  filter?: ManagedBannerFilter | null;
}): FormFields {
  const { sort, filter } = args;
  return {
    page: args.page ?? 1,
    pageSize: args.pageSize ?? 50,
    search: orUndefined(args.search),
    sort: sort ? `${sort.direction === 'DESC' ? '-' : ''}${SORT[sort.field]}` : undefined,
    tipo: filter?.placement ? PLACEMENT[filter.placement] : undefined,
    stato: filter?.state ? STATE[filter.state] : undefined,
  };
}

/** Every field of a banner; one left out (null) takes the API's default (the picture: unchanged). */
export function bannerFields(input: ManagedBannerInput): FormFields {
  return {
    tipo: PLACEMENT[input.placement],
    titoloIt: orUndefined(input.titleIt),
    titoloEn: orUndefined(input.titleEn),
    testoIt: orUndefined(input.textIt),
    testoEn: orUndefined(input.textEn),
    link: orUndefined(input.link),
    immagine: orUndefined(input.imageUrl),
    dal: orUndefined(input.from),
    al: orUndefined(input.to),
    posizione: orUndefined(input.position),
    attivo: yesNo(input.active),
  };
}

/** REST fields → the GraphQL arguments the client sent (so a form shows the message at its field). */
const FIELDS: Record<string, string> = {
  id: 'id',
  search: 'search',
  sort: 'sort',
  page: 'page',
  pageSize: 'pageSize',
  stato: 'filter.state',
  tipo: 'input.placement',
  titoloIt: 'input.titleIt',
  titoloEn: 'input.titleEn',
  testoIt: 'input.textIt',
  testoEn: 'input.textEn',
  link: 'input.link',
  immagine: 'input.imageUrl',
  dal: 'input.from',
  al: 'input.to',
  posizione: 'input.position',
  attivo: 'input.active',
};
export const bannerField = (field: string) => FIELDS[field];
/** The list names its placement inside the filter. */
export const bannerListField = (field: string) => (field === 'tipo' ? 'filter.placement' : FIELDS[field]);
