// The draft form's values: the contract's items (policyDraftItemSchema: codice, descrizioneIt/En,
// testo1…5 It/En) ↔ the GraphQL items (code, textIt/En, optionsIt/En).
import {
  MAX_POLICY_ITEMS,
  POLICY_DUPLICATE_RULE,
  POLICY_OPTION_COUNT,
  policyDraftItemSchema,
} from '@shop/contract';
import { z } from 'zod';
import type { PolicyDraftItemInput } from '../../../gql/graphql';

export const policyFormSchema = z.object({
  voci: z
    .array(policyDraftItemSchema)
    .min(1)
    .max(MAX_POLICY_ITEMS)
    .superRefine((items, ctx) => {
      const seen = new Set<string>();
      items.forEach((item, index) => {
        if (seen.has(item.codice)) {
          ctx.addIssue({ code: 'custom', path: [index, 'codice'], params: { rule: POLICY_DUPLICATE_RULE } });
        }
        seen.add(item.codice);
      });
    }),
});
export type PolicyFormValues = z.input<typeof policyFormSchema>;
export type PolicyFormItem = Record<string, string>;

const OPTIONS = Array.from({ length: POLICY_OPTION_COUNT }, (_, i) => i + 1);

export interface VersionItem {
  code: string;
  textIt: string;
  textEn: string;
  optionsIt: readonly string[];
  optionsEn: readonly string[];
}

export function formItem(item: VersionItem | null): PolicyFormItem {
  const values: PolicyFormItem = {
    codice: item?.code ?? '',
    descrizioneIt: item?.textIt ?? '',
    descrizioneEn: item?.textEn ?? '',
  };
  for (const n of OPTIONS) {
    values[`testo${n}It`] = item?.optionsIt[n - 1] ?? '';
    values[`testo${n}En`] = item?.optionsEn[n - 1] ?? '';
  }
  return values;
}

export function draftItems(values: z.output<typeof policyFormSchema>): PolicyDraftItemInput[] {
  return values.voci.map((item) => {
    const options = (language: 'It' | 'En') =>
      OPTIONS.map((n) => item[`testo${n}${language}` as keyof typeof item]).filter((text) => text !== '');
    return {
      code: item.codice,
      textIt: item.descrizioneIt,
      textEn: item.descrizioneEn,
      optionsIt: options('It'),
      optionsEn: options('En'),
    };
  });
}

/** The gateway's `items.<n>.<field>` → the form's `voci.<n>.<field>`. */
export const POLICY_SERVER_FIELDS: Readonly<Record<string, string>> = Object.fromEntries(
  Array.from({ length: MAX_POLICY_ITEMS }, (_, n) => [
    [`items.${n}.code`, `voci.${n}.codice`],
    [`items.${n}.textIt`, `voci.${n}.descrizioneIt`],
    [`items.${n}.textEn`, `voci.${n}.descrizioneEn`],
    ...OPTIONS.flatMap((k) => [
      [`items.${n}.optionsIt.${k - 1}`, `voci.${n}.testo${k}It`],
      [`items.${n}.optionsEn.${k - 1}`, `voci.${n}.testo${k}En`],
    ]),
  ]).flat(),
);
