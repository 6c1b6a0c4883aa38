// The banner form's values ↔ the contract's rules and the GraphQL input. Each field is checked by the
// contract's own rule for it (content/manage.ts), and the rules across fields (checkBannerRules: a home
// banner's titles, a header text's length, the days in order) run on every check, as the API runs
// them; a picture uploaded for the other kind of banner is refused at the picture.
import {
  bannersCreatePayloadSchema,
  bannerImageFormat,
  checkBannerRules,
  CONTENT_RULES,
  HOME_BANNER_TIPO,
  MAX_TOP_BANNER_TEXT,
  parseContentImageUrl,
  type ManagedBannerTipo,
} from '@shop/contract';
import { z } from 'zod';
import type {
  BannerRecord_AllFragment,
  ManagedBannerInput,
  ManagedBannerPlacement,
} from '../../../gql/graphql';
import { fromContract } from '../../../app/manage/form/useManagementForm';
import { formRuleIssue } from '../../../app/manage/form/zod-issues';
import { textValues } from '../../../app/manage/form/text-values';

export const PLACEMENTS = [
  'TOP_LEFT',
  'TOP_CENTER',
  'TOP_RIGHT',
  'HOME',
] as const satisfies readonly ManagedBannerPlacement[];

const TIPO_OF: Record<ManagedBannerPlacement, ManagedBannerTipo> = {
  TOP_LEFT: 'topleft',
  TOP_CENTER: 'topcenter',
  TOP_RIGHT: 'topright',
  HOME: HOME_BANNER_TIPO,
};

export const isHomePlacement = (placement: ManagedBannerPlacement) => placement === 'HOME';
/** The picture's upload format for a placement: the home page's wide picture or the header's icon. */
export const imageFormatOf = (placement: ManagedBannerPlacement) => bannerImageFormat(TIPO_OF[placement]);
export { MAX_TOP_BANNER_TEXT };

/** The contract's fields (REST names) under the form's names. */
const FORM_NAMES = {
  titleIt: 'titoloIt',
  titleEn: 'titoloEn',
  textIt: 'testoIt',
  textEn: 'testoEn',
  link: 'link',
  from: 'dal',
  to: 'al',
  position: 'posizione',
} as const;
const FIELD_OF: Record<string, string> = Object.fromEntries(
  Object.entries(FORM_NAMES).map(([form, rest]) => [rest, form]),
);

export const bannerFormSchema = fromContract(bannersCreatePayloadSchema, FORM_NAMES)
  .extend({
    placement: z.enum(PLACEMENTS),
    imageUrl: z.string(),
    active: z.boolean(),
  })
  .superRefine((v, ctx) => {
    const home = isHomePlacement(v.placement);
    const issues = checkBannerRules({
      tipo: TIPO_OF[v.placement],
      // The header's texts have no title: the form hides them (and sends none), whatever was typed.
      titoloIt: home ? (v.titleIt ?? '') : '',
      titoloEn: home ? (v.titleEn ?? '') : '',
      testoIt: v.textIt ?? '',
      testoEn: v.textEn ?? '',
      dal: v.from ?? '',
      al: v.to ?? '',
    });
    for (const issue of issues) ctx.addIssue(formRuleIssue([FIELD_OF[issue.path] ?? issue.path], issue.rule));
    const picture = v.imageUrl ? parseContentImageUrl(v.imageUrl) : null;
    if (picture && picture.format !== imageFormatOf(v.placement))
      ctx.addIssue(formRuleIssue(['imageUrl'], CONTENT_RULES.bannerImage));
  });

export type BannerFormValues = z.input<typeof bannerFormSchema>;
type Output = z.output<typeof bannerFormSchema>;

export function bannerFormValues(banner: BannerRecord_AllFragment | null): BannerFormValues {
  return {
    placement: banner?.placement ?? 'TOP_LEFT',
    ...textValues(banner, ['titleIt', 'titleEn', 'textIt', 'textEn', 'link', 'imageUrl', 'from', 'to']),
    position: banner ? String(banner.position) : '1',
    active: banner?.active ?? true,
  };
}

export function bannerInput(v: Output): ManagedBannerInput {
  const home = isHomePlacement(v.placement);
  return {
    placement: v.placement,
    titleIt: home ? v.titleIt : '',
    titleEn: home ? v.titleEn : '',
    textIt: v.textIt,
    textEn: v.textEn,
    link: v.link,
    imageUrl: v.imageUrl,
    from: v.from,
    to: v.to,
    position: v.position,
    active: v.active,
  };
}
