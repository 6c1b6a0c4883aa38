// Promotion management: GraphQL arguments and enums <-> the REST contract's fields and values, in one
// place. The rule's numbers travel as typed ("12,5"): the contract's rules read them.
import type {
  PromotionOffer as RestOffer,
  PromotionSortField as RestSort,
  PromotionState as RestState,
} from '@shop/contract';
import type {
  Language,
  ManagedPromotionFilter,
  ManagedPromotionInput,
  ManagedPromotionSort,
  ManagedPromotionSortField,
  ManagedPromotionState,
  PromotionOffer,
} from '../../generated/resolvers-types';
import type { FormFields } from '../../kernel/upstream/rest-client';
import { toRestPriceList } from '../clients';
import { toRestLanguage } from '../../kernel/language';

const OFFER: Record<PromotionOffer, RestOffer> = {
  DISCOUNT: 'sconto',
  NET_PRICE: 'netto',
  FREE_GOODS: 'omaggio',
  ORDER_DISCOUNT: 'testata',
};
const STATE: Record<ManagedPromotionState, RestState> = {
  IN_FORCE: 'inVigore',
  SCHEDULED: 'programmata',
  OVER: 'scaduta',
  DEACTIVATED: 'disattivata',
};
const SORT: Record<ManagedPromotionSortField, RestSort> = {
  CODE: 'codice',
  TITLE: 'titolo',
  OFFER: 'tipo',
  FROM: 'dal',
  TO: 'al',
  POSITION: 'posizione',
};

const invert = <K extends string, V extends string>(map: Record<K, V>) =>
  Object.fromEntries(Object.entries(map).map(([key, value]) => [value, key])) as Record<V, K>;
const OFFER_OF = invert(OFFER);
const STATE_OF = invert(STATE);

export const toOffer = (tipo: RestOffer): PromotionOffer => OFFER_OF[tipo];
export const toPromotionState = (stato: RestState): ManagedPromotionState => STATE_OF[stato];

const orUndefined = <T>(value: T | null | undefined) => value ?? undefined;
/** A list of codes as the contract's codeListSchema takes it from a form: one text, comma-separated. */
const codeList = (codes: readonly string[] | null | undefined) => (codes ? codes.join(',') : undefined);

export function toListFields(args: {
  page?: number | null;
  pageSize?: number | null;
  search?: string | null;
  sort?: ManagedPromotionSort | null;
  filter?: ManagedPromotionFilter | null;
  language?: Language | null;
}): FormFields {
  const { sort, filter } = args;
  return {
    page: args.page ?? 1,
    pageSize: args.pageSize ?? 50,
    search: orUndefined(args.search),
    sort: sort ? `${sort.direction === 'DESC' ? '-' : ''}${SORT[sort.field]}` : undefined,
    tipo: filter?.offer ? OFFER[filter.offer] : undefined,
    stato: filter?.state ? STATE[filter.state] : undefined,
    cliente: orUndefined(filter?.clientCode),
    Lingua: toRestLanguage(args.language ?? 'IT'),
  };
}

export const toDetailFields = (code: string, language: Language | null | undefined): FormFields => ({
  codice: code.trim(),
  Lingua: toRestLanguage(language ?? 'IT'),
});

/** Every field of a promotion; one left out (null) takes the API's default (the picture: unchanged). */
export function promotionFields(input: ManagedPromotionInput): FormFields {
  return {
    tipo: OFFER[input.offer],
    titoloIt: input.titleIt,
    titoloEn: input.titleEn,
    descrizioneIt: orUndefined(input.descriptionIt),
    descrizioneEn: orUndefined(input.descriptionEn),
    dal: input.from,
    al: input.to,
    sconto: orUndefined(input.discountPercent),
    minimoOrdine: orUndefined(input.minOrder),
    ogni: orUndefined(input.giftEvery),
    omaggio: orUndefined(input.giftQty),
    // JSON text, the form field the contract reads as [{ codice, prezzoNetto }].
    articoli: input.products
      ? JSON.stringify(
          input.products.map((p) => ({
            codice: p.code,
            ...(p.netPrice == null ? {} : { prezzoNetto: p.netPrice }),
          })),
        )
      : undefined,
    categorie: codeList(input.categories),
    marchi: codeList(input.brands),
    clienti: codeList(input.clients),
    listini: input.priceLists ? input.priceLists.map(toRestPriceList).join(',') : undefined,
    immagine: orUndefined(input.imageUrl),
    attiva: input.active === true ? 'S' : input.active === false ? 'N' : undefined,
    posizione: orUndefined(input.position),
  };
}

/** REST fields → the GraphQL arguments the client sent; `articoli.2.prezzoNetto` → `input.products.2.netPrice`. */
const INPUT_FIELDS: Record<string, string> = {
  tipo: 'offer',
  titoloIt: 'titleIt',
  titoloEn: 'titleEn',
  descrizioneIt: 'descriptionIt',
  descrizioneEn: 'descriptionEn',
  dal: 'from',
  al: 'to',
  sconto: 'discountPercent',
  minimoOrdine: 'minOrder',
  ogni: 'giftEvery',
  omaggio: 'giftQty',
  articoli: 'products',
  categorie: 'categories',
  marchi: 'brands',
  clienti: 'clients',
  listini: 'priceLists',
  immagine: 'imageUrl',
  attiva: 'active',
  posizione: 'position',
};
const PRODUCT_FIELDS: Record<string, string> = { codice: 'code', prezzoNetto: 'netPrice' };
const LIST_FIELDS: Record<string, string> = {
  search: 'search',
  sort: 'sort',
  page: 'page',
  pageSize: 'pageSize',
  tipo: 'filter.offer',
  stato: 'filter.state',
  cliente: 'filter.clientCode',
  Lingua: 'language',
  codice: 'code',
};

export function promotionField(field: string): string | undefined {
  if (field === 'codice') return 'code';
  const [head = '', ...rest] = field.split('.');
  const name = INPUT_FIELDS[head];
  return name ? ['input', name, ...rest.map((part) => PRODUCT_FIELDS[part] ?? part)].join('.') : undefined;
}
export const promotionListField = (field: string) => LIST_FIELDS[field];
