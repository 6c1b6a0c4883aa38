// Field rules shared by the editors of the reserved area (banners, promotions, approvals, returns,
// internal documents): calendar days, lists of codes, amounts and whole numbers as people type them. A
// refused value carries `params.rule` ("validation.<rule>" in the API's and the web app's catalogues).
import { z } from 'zod';
import { singleLineText } from './text';

export const ruleParams = (name: string) => ({ params: { rule: name } });

/** Named rules of this file (and of content/manage.ts, promotions/manage.ts) that have a message of their own. */
export const CONTENT_RULES = {
  date: 'date',
  dateOrder: 'dateOrder',
  discountPercent: 'discountPercent',
  netPrice: 'netPrice',
  positiveInteger: 'positiveInteger',
  promotionCode: 'promotionCode',
  promotionTargets: 'promotionTargets',
  netPriceTargets: 'netPriceTargets',
  orderTargets: 'orderTargets',
  duplicateCode: 'duplicateCode',
  unknownCode: 'unknownCode',
  bannerTitle: 'bannerTitle',
  topBannerText: 'topBannerText',
  bannerImage: 'bannerImage',
  imageType: 'imageType',
  imageTooLarge: 'imageTooLarge',
  imageTooSmall: 'imageTooSmall',
  imageUnreadable: 'imageUnreadable',
} as const;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
export function isIsoDay(value: string): boolean {
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return (
    date.getUTCFullYear() === y &&
    date.getUTCMonth() === m - 1 &&
    date.getUTCDate() === d &&
    y >= 2000 &&
    y <= 2999
  );
}

/** A day (YYYY-MM-DD, the shop's calendar: Europe/Rome), required. */
export const daySchema = singleLineText({ min: 1, max: 10 }).refine(isIsoDay, ruleParams(CONTENT_RULES.date));
/** A day, or '' / null for none (an open start or end). */
export const optionalDaySchema = z.preprocess(
  (value) => (value === null ? '' : value),
  singleLineText({ max: 10 }).refine(
    (value) => value === '' || isIsoDay(value),
    ruleParams(CONTENT_RULES.date),
  ),
);

/** "From" after "to"? Days compare as text. Both must be days; an empty one is open. */
export const daysInOrder = (from: string, to: string) => from === '' || to === '' || from <= to;

const blank = (value: unknown) => value === undefined || value === null || value === '';

/**
 * A list of codes: an array, or one text with the codes separated by commas, semicolons, spaces or
 * line breaks (what a form field or a pasted column gives); each code upper-cased unless `keepCase`.
 */
export function codeListSchema({
  max,
  codeMax,
  keepCase = false,
}: {
  max: number;
  codeMax: number;
  keepCase?: boolean;
}) {
  return z.preprocess(
    (value) => {
      if (blank(value)) return [];
      const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(/[\s,;]+/) : value;
      return Array.isArray(items)
        ? items
            .map((item) => (typeof item === 'string' ? item.trim() : item))
            .filter((item) => item !== '')
            .map((item) => (typeof item === 'string' && !keepCase ? item.toUpperCase() : item))
        : items;
    },
    z.array(singleLineText({ min: 1, max: codeMax })).max(max),
  );
}

/** A number as a person types it: "12,5" or "12.5" (no thousands separators); spaces dropped. */
const decimalText = (value: unknown) =>
  typeof value === 'number'
    ? String(value)
    : typeof value === 'string'
      ? value.replace(/\s/g, '').replace(',', '.')
      : value;

/** A discount in percent, above 0 and below 100, up to 2 decimals ("15", "12,5"). */
export const discountPercentSchema = z.preprocess(
  decimalText,
  singleLineText({ min: 1, max: 6 })
    .refine(
      (value) => /^\d{1,2}(\.\d{1,2})?$/.test(value) && Number(value) > 0,
      ruleParams(CONTENT_RULES.discountPercent),
    )
    .transform(Number),
);

/** A net unit price, above 0, up to 4 decimals (the price lists' own precision). */
export const netPriceSchema = z.preprocess(
  decimalText,
  singleLineText({ min: 1, max: 16 })
    .refine(
      (value) => /^\d{1,8}(\.\d{1,4})?$/.test(value) && Number(value) > 0,
      ruleParams(CONTENT_RULES.netPrice),
    )
    .transform((value) => Number(value).toFixed(4)),
);

/** An amount of at least 0 with up to 2 decimals (a minimum order value); '' for none. */
export const optionalAmountSchema = z.preprocess(
  (value) => (blank(value) ? '' : decimalText(value)),
  singleLineText({ max: 16 })
    .refine((value) => value === '' || /^\d{1,10}(\.\d{1,2})?$/.test(value), ruleParams('amount'))
    .transform((value) => (value === '' ? null : Number(value).toFixed(2))),
);

/** A whole number from 1 to `max` ("3"). */
export const positiveIntegerSchema = (max: number) =>
  z.preprocess(
    decimalText,
    singleLineText({ min: 1, max: 8 })
      .refine(
        (value) => /^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= max,
        ruleParams(CONTENT_RULES.positiveInteger),
      )
      .transform(Number),
  );

/** An uploaded file (multipart): the API reads it as bytes; anything else is not a picture. */
export const uploadedFileSchema = z.custom<Uint8Array>((value) => value instanceof Uint8Array, {
  params: { rule: CONTENT_RULES.imageType },
});

/** Blank: nothing typed (the rule then is `required`). */
export const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * A cross-field rule's issue as zod wants it: `required` as a string too short (what a required field
 * raises anywhere else), any other rule as a custom issue naming it (`params.rule`).
 */
export function ruleIssue(path: Array<string | number>, name: string): z.core.$ZodRawIssue {
  return name === 'required'
    ? { code: 'too_small', origin: 'string', minimum: 1, inclusive: true, path, input: '', message: name }
    : { code: 'custom', path, input: undefined, message: name, params: { rule: name } };
}
