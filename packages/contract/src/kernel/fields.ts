// The fields of a record as staff type them (a client's company data, addresses, contacts, terms; the
// same fields of suppliers, agents and users): one schema per field, shared by the API (validation)
// and the web forms. A refused value carries
// `params.rule`, which the API and the web app turn into a message of their own catalogue
// ("validation.<rule>": "not a VAT number", "not a discount chain"...).
import { z } from 'zod';
import { singleLineText } from './text';

/** The zod issue params that name the rule a value broke. */
const rule = (name: string) => ({ params: { rule: name } });

/** Free text or nothing: '' when blank. */
export const optionalLine = (max: number) => singleLineText({ max });
export const requiredLine = (max: number) => singleLineText({ min: 1, max });

/** An EU VAT number: country prefix and 2–13 letters or digits (spaces and dots dropped); '' for none. */
export const vatNumberSchema = singleLineText({ max: 24 })
  .transform((value) => value.replace(/[\s.]/g, '').toUpperCase())
  .refine((value) => value === '' || /^[A-Z]{2}[0-9A-Z]{2,13}$/.test(value), rule('vatNumber'));

/** An Italian fiscal code: 11 digits (a company) or 16 letters and digits (a person); '' for none. */
export const fiscalCodeSchema = singleLineText({ max: 24 })
  .transform((value) => value.replace(/\s/g, '').toUpperCase())
  .refine((value) => value === '' || /^([0-9]{11}|[0-9A-Z]{16})$/.test(value), rule('fiscalCode'));

export const emailSchema = singleLineText({ max: 254 }).refine(
  (value) => value === '' || z.email().safeParse(value).success,
  rule('email'),
);

export const phoneSchema = singleLineText({ max: 32 }).refine(
  (value) => value === '' || /^\+?[0-9][0-9 ()./-]{4,30}$/.test(value),
  rule('phone'),
);

export const postcodeSchema = singleLineText({ min: 1, max: 10 })
  .transform((value) => value.toUpperCase())
  .refine((value) => /^[0-9A-Z][0-9A-Z -]{1,8}[0-9A-Z]$/.test(value), rule('postcode'));

/** Two letters (MI, RM), or '' abroad. */
export const provinceSchema = singleLineText({ max: 2 })
  .transform((value) => value.toUpperCase())
  .refine((value) => value === '' || /^[A-Z]{2}$/.test(value), rule('province'));

/** ISO 3166 alpha-2 (IT, FR). */
export const countrySchema = singleLineText({ min: 1, max: 2 })
  .transform((value) => value.toUpperCase())
  .refine((value) => /^[A-Z]{2}$/.test(value), rule('country'));

/** At most six steps, each a percentage below 100 with up to 2 decimals (the database's own check). */
export const MAX_DISCOUNT_STEPS = 6;
const CHAIN = /^([0-9]{1,2}([.][0-9]{1,2})?([+][0-9]{1,2}([.][0-9]{1,2})?)*)?$/;

/**
 * A discount chain as a person types it ("20 + 10", "12,5+3", "" for none), written the way the
 * database keeps it ("20+10", "12.5+3"): the same rule as the clients table's check constraint.
 */
export const discountChainSchema = singleLineText({ max: 40 })
  .transform((value) => value.replace(/\s/g, '').replace(/,/g, '.'))
  .refine(
    (value) => CHAIN.test(value) && value.length <= 32 && value.split('+').length <= MAX_DISCOUNT_STEPS,
    rule('discountChain'),
  );

/**
 * An amount as a person types it, in Italian or English: "25.000,50", "25,000.50", "25000,5",
 * "18.000" (thousands: an amount has at most 2 decimals, so three digits after one separator are
 * thousands), "1500.5"; spaces dropped. The last of "." and "," in a number that has both is the
 * decimal separator.
 */
function normaliseAmount(value: string): string {
  const compact = value.replace(/\s/g, '');
  const lastDot = compact.lastIndexOf('.');
  const lastComma = compact.lastIndexOf(',');
  if (lastDot >= 0 && lastComma >= 0) {
    const decimal = lastDot > lastComma ? '.' : ',';
    const grouping = decimal === '.' ? ',' : '.';
    return compact.split(grouping).join('').replace(decimal, '.');
  }
  const separator = lastDot >= 0 ? '.' : lastComma >= 0 ? ',' : null;
  if (!separator) return compact;
  const thousands = new RegExp(`^\\d{1,3}(\\${separator}\\d{3})+$`);
  return thousands.test(compact) ? compact.split(separator).join('') : compact.replace(separator, '.');
}
const AMOUNT = /^[0-9]{1,12}([.][0-9]{1,2})?$/;
const numberAsText = (value: unknown) => (typeof value === 'number' ? String(value) : value);

/** A credit limit typed by a person ("25000", "25.000,50"; ≥ 0, at most 2 decimals), '' or null for none. */
export const creditLimitSchema = z.preprocess(
  (value) => (value === null ? '' : numberAsText(value)),
  singleLineText({ max: 20 })
    .transform(normaliseAmount)
    .refine((value) => value === '' || AMOUNT.test(value), rule('amount'))
    .transform((value) => (value === '' ? null : Number(value))),
);

/** A percentage from 0 to 99.99 with up to 2 decimals (an agent's discount ceiling). */
export const percentageSchema = z.preprocess(
  numberAsText,
  singleLineText({ min: 1, max: 6 })
    .transform((value) => value.replace(',', '.'))
    .refine((value) => /^[0-9]{1,2}([.][0-9]{1,2})?$/.test(value), rule('percentage'))
    .transform((value) => Number(value)),
);

/** A client code (C00001). */
export const clientCodeSchema = singleLineText({ min: 1, max: 16 });
/** An agent code (AG01). */
export const agentCodeSchema = singleLineText({ min: 1, max: 16 });

/** "S" or "N" as sent by a form (a ticked checkbox may also read on/true/1). */
export const yesNoFieldSchema = z.preprocess(
  (value) =>
    typeof value === 'boolean'
      ? value
        ? 'S'
        : 'N'
      : typeof value === 'string' &&
          ['on', 'true', '1', 's', 'si', 'yes'].includes(value.trim().toLowerCase())
        ? 'S'
        : typeof value === 'string' && ['off', 'false', '0', 'n', 'no'].includes(value.trim().toLowerCase())
          ? 'N'
          : value,
  z.enum(['S', 'N']),
);
