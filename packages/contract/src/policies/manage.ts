// The privacy policy and the sale conditions as versions (reserved area, permission policies.edit):
// management edits a draft (items with a text and one to five options in Italian and English),
// previews it and publishes it as the next version. From then on every user's acceptance of an older
// version counts as not given, so the consent dialogs ask again. Published versions are never changed
// or deleted: what a user accepted, and when, stays readable (POST /api/policies/consents).
import { z } from 'zod';
import { envelopeSchema } from '../kernel/envelope';
import { multiLineText, singleLineText } from '../kernel/text';
import { POLICY_CATEGORIES } from '../users';

const rule = (name: string) => ({ params: { rule: name } });
const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
const categorySchema = z.preprocess(trimmed, z.enum(POLICY_CATEGORIES));
const versionNumberSchema = z.coerce.number().int().min(1).max(1_000_000);

export const POLICY_VERSION_STATES = ['bozza', 'pubblicata'] as const;
export type PolicyVersionState = (typeof POLICY_VERSION_STATES)[number];

/** Items of one document; options of one item (testo1…testo5). */
export const MAX_POLICY_ITEMS = 30;
export const POLICY_OPTION_COUNT = 5;
export const POLICY_OPTION_LANGUAGES = ['It', 'En'] as const;

/** An item's code: letters, digits, - and _, kept in capitals (PRIV01). */
export const POLICY_CODE_RULE = 'policyCode';
/** A named rule for options: testo1 is required; testo2… only after the one before, and alike in both languages. */
export const POLICY_OPTIONS_RULE = 'policyOptions';
export const POLICY_DUPLICATE_RULE = 'policyDuplicate';

const option = singleLineText({ max: 500 }).optional().default('');

/** One item of a draft, both languages side by side. */
export const policyDraftItemSchema = z
  .object({
    codice: z.preprocess(
      (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
      singleLineText({ min: 1, max: 32 }).refine(
        (value) => /^[A-Z0-9_-]+$/.test(value),
        rule(POLICY_CODE_RULE),
      ),
    ),
    descrizioneIt: multiLineText({ min: 1, max: 4000 }),
    descrizioneEn: multiLineText({ min: 1, max: 4000 }),
    testo1It: singleLineText({ min: 1, max: 500 }),
    testo2It: option,
    testo3It: option,
    testo4It: option,
    testo5It: option,
    testo1En: singleLineText({ min: 1, max: 500 }),
    testo2En: option,
    testo3En: option,
    testo4En: option,
    testo5En: option,
  })
  .superRefine((item, ctx) => {
    // Only testo1 → a checkbox; testo1…testoN → N options: no gaps, and the same N in both languages.
    for (let n = 2; n <= POLICY_OPTION_COUNT; n++) {
      for (const language of POLICY_OPTION_LANGUAGES) {
        const other = language === 'It' ? 'En' : 'It';
        const text = item[`testo${n}${language}` as keyof typeof item];
        const before = item[`testo${n - 1}${language}` as keyof typeof item];
        const twin = item[`testo${n}${other}` as keyof typeof item];
        if (text !== '' && before === '') {
          ctx.addIssue({ code: 'custom', path: [`testo${n - 1}${language}`], ...rule(POLICY_OPTIONS_RULE) });
        } else if (text === '' && twin !== '') {
          ctx.addIssue({ code: 'custom', path: [`testo${n}${language}`], ...rule(POLICY_OPTIONS_RULE) });
        }
      }
    }
  });
export type PolicyDraftItem = z.output<typeof policyDraftItemSchema>;
export type PolicyDraftItemInput = z.input<typeof policyDraftItemSchema>;

/** `voci`: the items as a JSON array, or its JSON text (form bodies). */
const itemsField = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  },
  z
    .array(policyDraftItemSchema)
    .min(1)
    .max(MAX_POLICY_ITEMS)
    .superRefine((items, ctx) => {
      const seen = new Set<string>();
      items.forEach((item, index) => {
        if (seen.has(item.codice)) {
          ctx.addIssue({ code: 'custom', path: [index, 'codice'], ...rule(POLICY_DUPLICATE_RULE) });
        }
        seen.add(item.codice);
      });
    }),
);

/** POST /api/policies/list: the versions of one document, newest first. */
export const policiesListPayloadSchema = z.object({ categoria: categorySchema });
export type PoliciesListPayload = z.input<typeof policiesListPayloadSchema>;

export const policyVersionSummarySchema = z.object({
  numero: z.number().int(),
  stato: z.enum(POLICY_VERSION_STATES),
  /** S for the version in force (the latest published one). */
  corrente: z.enum(['S', 'N']),
  creataIl: z.iso.datetime({ offset: true }),
  /** Who created the draft (name), or '' when unknown (seeded). */
  creataDa: z.string(),
  modificataIl: z.iso.datetime({ offset: true }),
  pubblicataIl: z.iso.datetime({ offset: true }).nullable(),
  pubblicataDa: z.string().nullable(),
  /** Items in the document. */
  voci: z.number().int(),
  /** Users whose acceptance is of this version. */
  accettazioni: z.number().int(),
});
export type PolicyVersionSummary = z.infer<typeof policyVersionSummarySchema>;

export const policiesListDataSchema = z.object({
  categoria: z.enum(POLICY_CATEGORIES),
  /** The version in force (null before the first is published). */
  corrente: z.number().int().nullable(),
  versioni: z.array(policyVersionSummarySchema),
});
export type PoliciesListData = z.infer<typeof policiesListDataSchema>;
export const policiesListResponseSchema = envelopeSchema(policiesListDataSchema);

/** POST /api/policies/version: one version (a draft or a published one) with its items. */
export const policiesVersionPayloadSchema = z.object({
  categoria: categorySchema,
  numero: versionNumberSchema,
});
export type PoliciesVersionPayload = z.input<typeof policiesVersionPayloadSchema>;

export const policyVersionItemSchema = z.object({
  codice: z.string(),
  descrizioneIt: z.string(),
  descrizioneEn: z.string(),
  testo1It: z.string(),
  testo2It: z.string(),
  testo3It: z.string(),
  testo4It: z.string(),
  testo5It: z.string(),
  testo1En: z.string(),
  testo2En: z.string(),
  testo3En: z.string(),
  testo4En: z.string(),
  testo5En: z.string(),
});
export type PolicyVersionItem = z.infer<typeof policyVersionItemSchema>;

export const policyVersionDataSchema = z.object({
  categoria: z.enum(POLICY_CATEGORIES),
  versione: policyVersionSummarySchema,
  voci: z.array(policyVersionItemSchema),
});
export type PolicyVersionData = z.infer<typeof policyVersionDataSchema>;
export const policyVersionResponseSchema = envelopeSchema(policyVersionDataSchema);

/**
 * POST /api/policies/draft/save: the draft's items (all of them, in order). Creates the draft (the
 * next number) when there is none. Answers the draft.
 */
export const policiesDraftSavePayloadSchema = z.object({ categoria: categorySchema, voci: itemsField });
export type PoliciesDraftSavePayload = z.input<typeof policiesDraftSavePayloadSchema>;

/** POST /api/policies/draft/delete: discards the draft. Answers the list. */
export const policiesDraftDeletePayloadSchema = z.object({ categoria: categorySchema });
export type PoliciesDraftDeletePayload = z.input<typeof policiesDraftDeletePayloadSchema>;

/**
 * POST /api/policies/publish: publishes the draft numbered `numero` (the one the user previewed: a
 * draft saved meanwhile by someone else is a 409). Answers the list.
 */
export const policiesPublishPayloadSchema = z.object({
  categoria: categorySchema,
  numero: versionNumberSchema,
});
export type PoliciesPublishPayload = z.input<typeof policiesPublishPayloadSchema>;

/** POST /api/policies/consents: what a user answered, to which version, when (newest first). */
export const policiesConsentsPayloadSchema = z.object({ utente: singleLineText({ min: 1, max: 64 }) });
export type PoliciesConsentsPayload = z.input<typeof policiesConsentsPayloadSchema>;

export const policyConsentSchema = z.object({
  categoria: z.enum(POLICY_CATEGORIES),
  versione: z.number().int(),
  /** The item's code and the answer: S for a ticked box, 1–5 for the option chosen. */
  voce: z.string(),
  valore: z.string(),
  data: z.iso.datetime({ offset: true }),
});
export type PolicyConsent = z.infer<typeof policyConsentSchema>;

export const policiesConsentsDataSchema = z.object({
  utente: z.string(),
  /** The version of each document the user's acceptance is of (null: never accepted), and when. */
  accettazioni: z.array(
    z.object({
      categoria: z.enum(POLICY_CATEGORIES),
      versione: z.number().int().nullable(),
      data: z.iso.datetime({ offset: true }).nullable(),
      /** S when that is the version in force. */
      valida: z.enum(['S', 'N']),
    }),
  ),
  risposte: z.array(policyConsentSchema),
});
export type PoliciesConsentsData = z.infer<typeof policiesConsentsDataSchema>;
export const policiesConsentsResponseSchema = envelopeSchema(policiesConsentsDataSchema);
