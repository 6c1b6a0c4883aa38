// REST <-> GraphQL for the account domain: policy documents, their answers' field names, fairs.
import type { PolicyCategory, PolicyItem } from '@shop/contract';
import type { PolicyAnswerKind, PolicyKind } from '../../generated/resolvers-types';

const CATEGORY_OF: Record<PolicyKind, PolicyCategory> = {
  PRIVACY: 'privacypolicy',
  SALE_CONDITIONS: 'condizionidivendita',
};

export const toPolicyCategory = (kind: PolicyKind): PolicyCategory => CATEGORY_OF[kind];
export const toPolicyKind = (category: PolicyCategory): PolicyKind =>
  category === 'privacypolicy' ? 'PRIVACY' : 'SALE_CONDITIONS';

export const policyTexts = (item: PolicyItem): string[] => [
  item.testo1,
  item.testo2,
  item.testo3,
  item.testo4,
  item.testo5,
];

/** Only text 1: a checkbox to tick; text 2 as well: one option to choose (spec §5). */
export const answerKindOf = (item: PolicyItem): PolicyAnswerKind =>
  item.testo2.trim() === '' ? 'CHECKBOX' : 'CHOICE';

export function policyOptions(item: PolicyItem): Array<{ value: string; label: string }> {
  if (answerKindOf(item) === 'CHECKBOX') return [{ value: 'S', label: item.testo1 }];
  return policyTexts(item)
    .map((label, i) => ({ value: String(i + 1), label }))
    .filter((option) => option.label.trim() !== '');
}

/** setuserinfo's fields → the acceptPolicies argument a client sent (answers counted from 0). */
export function answerField(field: string): string | undefined {
  if (field === 'Informazione') return 'answers';
  const match = /^(Informazione|Valore)_(\d+)$/.exec(field);
  if (!match) return undefined;
  return `answers.${Number(match[2]) - 1}.${match[1] === 'Valore' ? 'value' : 'code'}`;
}

export const PASSWORD_FIELDS: Record<string, string> = {
  PasswordAttuale: 'current',
  NuovaPassword: 'new',
  RipetiPassword: 'repeat',
};

export const NAME_FIELDS: Record<string, string> = { Nome: 'firstName', Cognome: 'lastName' };
