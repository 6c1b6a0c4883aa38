// POST /api/banner — the header's top banners (left, centre, right) in one language.
import { z } from 'zod';
import { envelopeSchema } from './envelope';
import { languageSchema } from './language';

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
