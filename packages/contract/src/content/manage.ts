// Banners managed in the reserved area (/bannermanagement; permission banners.edit, management only):
// the header's three texts (tipo topleft, topcenter, topright: a text with an optional icon and link)
// and the home page's banners (tipo home: a title, a text, a wide picture and a link). POST
// /api/banners/list, /detail, /create, /update, /delete and /image (a picture upload,
// media/content-images.ts). The storefront shows a banner while it is active and today (Europe/Rome) is
// within its days; either day may be left open.
import { z } from 'zod';
import { envelopeSchema } from '../kernel/envelope';
import { yesNoFieldSchema } from '../kernel/fields';
import {
  CONTENT_RULES,
  daysInOrder,
  optionalDaySchema,
  ruleIssue,
  ruleParams as rule,
  uploadedFileSchema,
} from '../kernel/form-rules';
import { languageSchema } from '../kernel/language';
import { CONFIG_LINK_RULE, isConfigLink, MAX_CONFIG_LINK } from '../kernel/links';
import { listDataSchema, listPayloadBase, sortSchema } from '../kernel/list';
import { singleLineText } from '../kernel/text';
import { BANNER_TIPI, HOME_BANNER_TIPO } from './storefront';

/** Every tipo a banner may have: the header's three and the home page's. */
export const MANAGED_BANNER_TIPI = [...BANNER_TIPI, HOME_BANNER_TIPO] as const;
export type ManagedBannerTipo = (typeof MANAGED_BANNER_TIPI)[number];

/** The picture format of a tipo (media/content-images.ts): the home page's wide picture or the header's icon. */
export const bannerImageFormat = (tipo: ManagedBannerTipo) =>
  tipo === HOME_BANNER_TIPO ? ('banner-home' as const) : ('banner-top' as const);

export const MAX_BANNER_TITLE = 120;
export const MAX_BANNER_TEXT = 300;
/** The header's texts are one short line each. */
export const MAX_TOP_BANNER_TEXT = 120;

/** A banner's link: a shop path (/offerte?type=P), an http(s) URL, mailto: or tel:; '' for none. */
export const bannerLinkSchema = singleLineText({ max: MAX_CONFIG_LINK }).refine(
  (value) => value === '' || isConfigLink(value),
  rule(CONFIG_LINK_RULE),
);

const bannerId = z.coerce.number().int().min(1).max(2_147_483_647);

const bannerFields = {
  Lingua: languageSchema.optional().default('it'),
  tipo: z.enum(MANAGED_BANNER_TIPI),
  /** Home banners only (required there); the header's texts have none. */
  titoloIt: singleLineText({ max: MAX_BANNER_TITLE }).optional().default(''),
  titoloEn: singleLineText({ max: MAX_BANNER_TITLE }).optional().default(''),
  /** Required for the header's texts (one line); optional under a home banner's title. */
  testoIt: singleLineText({ max: MAX_BANNER_TEXT }).optional().default(''),
  testoEn: singleLineText({ max: MAX_BANNER_TEXT }).optional().default(''),
  link: bannerLinkSchema.optional().default(''),
  /**
   * The picture: the `url` an upload answered (POST /api/banners/image, same tipo's format) or the
   * banner's current picture; '' for none; left out: unchanged on update, none on create.
   */
  immagine: singleLineText({ max: 200 }).optional(),
  /** First and last day shown (YYYY-MM-DD, Europe/Rome), '' for open. */
  dal: optionalDaySchema.optional().default(''),
  al: optionalDaySchema.optional().default(''),
  /** Order among the banners of the same tipo (lower first). */
  posizione: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.coerce.number().int().min(0).max(999).optional().default(1),
  ),
  attivo: yesNoFieldSchema.optional().default('S'),
};

type RawBanner = z.output<z.ZodObject<typeof bannerFields>>;

/** The rules across fields: a title in both languages for home banners and none for the header's; a text for the header's; days in order. */
export function checkBannerRules(
  banner: Pick<RawBanner, 'tipo' | 'titoloIt' | 'titoloEn' | 'testoIt' | 'testoEn' | 'dal' | 'al'>,
): Array<{ path: string; rule: string }> {
  const issues: Array<{ path: string; rule: string }> = [];
  const home = banner.tipo === HOME_BANNER_TIPO;
  for (const field of ['titoloIt', 'titoloEn'] as const) {
    if (home && banner[field] === '') issues.push({ path: field, rule: 'required' });
    if (!home && banner[field] !== '') issues.push({ path: field, rule: CONTENT_RULES.bannerTitle });
  }
  for (const field of ['testoIt', 'testoEn'] as const) {
    if (!home && banner[field] === '') issues.push({ path: field, rule: 'required' });
    if (!home && banner[field].length > MAX_TOP_BANNER_TEXT)
      issues.push({ path: field, rule: CONTENT_RULES.topBannerText });
  }
  if (!daysInOrder(banner.dal, banner.al)) issues.push({ path: 'al', rule: CONTENT_RULES.dateOrder });
  return issues;
}

function refineBanner(banner: RawBanner, ctx: z.RefinementCtx) {
  for (const issue of checkBannerRules(banner)) ctx.addIssue(ruleIssue([issue.path], issue.rule));
}

/** POST /api/banners/create. */
export const bannersCreatePayloadSchema = z.object(bannerFields).superRefine(refineBanner);
export type BannersCreatePayload = z.input<typeof bannersCreatePayloadSchema>;
export type BannersCreateInput = z.output<typeof bannersCreatePayloadSchema>;

/** POST /api/banners/update: every field of the banner `id`. */
export const bannersUpdatePayloadSchema = z
  .object({ id: bannerId, ...bannerFields })
  .superRefine(refineBanner);
export type BannersUpdatePayload = z.input<typeof bannersUpdatePayloadSchema>;
export type BannersUpdateInput = z.output<typeof bannersUpdatePayloadSchema>;

/** POST /api/banners/detail and /delete. */
export const bannersDetailPayloadSchema = z.object({
  id: bannerId,
  Lingua: languageSchema.optional().default('it'),
});
export type BannersDetailPayload = z.input<typeof bannersDetailPayloadSchema>;
export const bannersDeletePayloadSchema = bannersDetailPayloadSchema;

/** POST /api/banners/image (multipart): the file `immagine`, cut to the format of `tipo`. */
export const bannersImagePayloadSchema = z.object({
  tipo: z.enum(MANAGED_BANNER_TIPI),
  immagine: uploadedFileSchema,
});

/** Shown today, waiting for its first day, past its last, switched off. */
export const BANNER_STATES = ['visibile', 'programmato', 'scaduto', 'disattivato'] as const;
export type BannerState = (typeof BANNER_STATES)[number];

export const BANNER_SORT_FIELDS = ['id', 'tipo', 'posizione', 'dal', 'al'] as const;
export type BannerSortField = (typeof BANNER_SORT_FIELDS)[number];

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** POST /api/banners/list: search in titles, texts and links (both languages). */
export const bannersListPayloadSchema = z.object({
  ...listPayloadBase,
  sort: sortSchema(BANNER_SORT_FIELDS, { field: 'tipo', direction: 'asc' }),
  tipo: z.preprocess(blankToUndefined, z.enum(MANAGED_BANNER_TIPI).optional()),
  stato: z.preprocess(blankToUndefined, z.enum(BANNER_STATES).optional()),
});
export type BannersListPayload = z.input<typeof bannersListPayloadSchema>;
export type BannersListQuery = z.output<typeof bannersListPayloadSchema>;

export const bannerRecordSchema = z.object({
  id: z.number().int(),
  tipo: z.enum(MANAGED_BANNER_TIPI),
  titoloIt: z.string(),
  titoloEn: z.string(),
  testoIt: z.string(),
  testoEn: z.string(),
  link: z.string(),
  /** The picture's URL ('' for none). */
  url: z.string(),
  dal: z.string(),
  al: z.string(),
  posizione: z.number().int(),
  attivo: z.enum(['S', 'N']),
  stato: z.enum(BANNER_STATES),
});
export type BannerRecord = z.infer<typeof bannerRecordSchema>;
export const bannersListDataSchema = listDataSchema(bannerRecordSchema);
export type BannersListData = z.infer<typeof bannersListDataSchema>;
export const bannerRecordDataSchema = z.object({ banner: bannerRecordSchema });
export type BannerRecordData = z.infer<typeof bannerRecordDataSchema>;
export const bannerRecordResponseSchema = envelopeSchema(bannerRecordDataSchema);
/** /api/banners/delete answers the id of the banner removed. */
export const bannerDeletedDataSchema = z.object({ id: z.number().int() });
