// POST /api/banner — the header's top banners (left, centre, right) in one language; and
// POST /api/banner/home — the home page's banners (a picture, a title, a text and a link each).
import { z } from 'zod';
import { envelopeSchema } from '../kernel/envelope';
import { languageSchema } from '../kernel/language';

export const BANNER_TIPI = ['topleft', 'topcenter', 'topright'] as const;

export const bannerPayloadSchema = z.object({ Lingua: languageSchema });
export type BannerPayload = z.input<typeof bannerPayloadSchema>;

export const bannerSchema = z.object({
  tipo: z.enum(BANNER_TIPI),
  descrizione: z.string(),
  /** '' when the banner links nowhere. */
  link: z.string(),
  /** Icon or image ('' for text only). */
  url: z.string(),
});
export type Banner = z.infer<typeof bannerSchema>;

export const bannerListDataSchema = z.object({ immagini: z.array(bannerSchema) });
export type BannerListData = z.infer<typeof bannerListDataSchema>;
export const bannerListResponseSchema = envelopeSchema(bannerListDataSchema);

/** The tipo of the home page's banners in the banners table (the header's are BANNER_TIPI). */
export const HOME_BANNER_TIPO = 'home';

export const homeBannerPayloadSchema = z.object({ Lingua: languageSchema });
export type HomeBannerPayload = z.input<typeof homeBannerPayloadSchema>;

export const homeBannerSchema = z.object({
  titolo: z.string(),
  descrizione: z.string(),
  /** Where the banner leads: a shop path or an absolute URL; '' when it links nowhere. */
  link: z.string(),
  /** The picture (a wide image, about 3:1), '' for none. */
  url: z.string(),
});
export type HomeBanner = z.infer<typeof homeBannerSchema>;

export const homeBannerListDataSchema = z.object({ banner: z.array(homeBannerSchema) });
export type HomeBannerListData = z.infer<typeof homeBannerListDataSchema>;
export const homeBannerListResponseSchema = envelopeSchema(homeBannerListDataSchema);
