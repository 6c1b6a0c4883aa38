// The contract's zod schemas speak English to programmers; a form speaks the user's language. Each
// zod issue becomes a token (the rule and its numbers) when the form validates, and the field shows
// the translated message for it. Messages the server sent (already translated) are shown as they are.
import type { FieldError } from 'react-hook-form';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { CONTROL_CHARACTERS_RULE, ruleIssue } from '@shop/contract';
import { fieldErrorMessages as m } from './messages';

/** The error type of a message from the server (setError), shown as it is. */
export const SERVER_ERROR = 'server';

/**
 * The contract's named rules (kernel/fields.ts, users/manage.ts, suppliers/manage.ts,
 * settings/settings.ts, policies/manage.ts, kernel/form-rules.ts) that have a message of their own.
 */
const CONTRACT_RULES = {
  vatNumber: true,
  fiscalCode: true,
  email: true,
  phone: true,
  postcode: true,
  province: true,
  country: true,
  discountChain: true,
  amount: true,
  percentage: true,
  configLink: true,
  iconName: true,
  entryKey: true,
  orderType: true,
  policyCode: true,
  policyOptions: true,
  policyDuplicate: true,
  userCode: true,
  supplierCode: true,
  passwordStrength: true,
  // kernel/form-rules.ts (banners and promotions)
  date: true,
  dateOrder: true,
  discountPercent: true,
  netPrice: true,
  positiveInteger: true,
  promotionCode: true,
  promotionTargets: true,
  netPriceTargets: true,
  orderTargets: true,
  duplicateCode: true,
  unknownCode: true,
  bannerTitle: true,
  topBannerText: true,
  bannerImage: true,
  promotionImage: true,
  imageType: true,
  imageTooLarge: true,
  imageTooSmall: true,
  imageUnreadable: true,
} as const;

interface Token {
  zod: keyof typeof m;
  values?: Record<string, number>;
}

/** The parts of a zod 4 issue the messages need (zod's own types vary by issue code). */
interface Issue {
  code: string;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  format?: string;
  expected?: string;
  input?: unknown;
  params?: Record<string, unknown>;
}

function tokenOf(issue: Issue): Token {
  const min = Number(issue.minimum);
  const max = Number(issue.maximum);
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string')
        return min <= 1 ? { zod: 'required' } : { zod: 'tooShort', values: { min } };
      if (issue.origin === 'array' || issue.origin === 'set') return { zod: 'tooFew', values: { min } };
      return { zod: 'tooSmall', values: { min } };
    case 'too_big':
      if (issue.origin === 'string') return { zod: 'tooLong', values: { max } };
      if (issue.origin === 'array' || issue.origin === 'set') return { zod: 'tooMany', values: { max } };
      return { zod: 'tooBig', values: { max } };
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null || issue.input === '') return { zod: 'required' };
      if (issue.expected === 'number') return { zod: 'number' };
      if (issue.expected === 'int') return { zod: 'integer' };
      return { zod: 'invalid' };
    case 'invalid_format':
      return issue.format === 'email' ? { zod: 'email' } : { zod: 'format' };
    case 'invalid_value':
    case 'invalid_union':
      return { zod: 'choice' };
    case 'not_multiple_of':
      return { zod: 'integer' };
    case 'custom': {
      // The contract names the rule a value broke (kernel/fields.ts: params.rule).
      const rule = issue.params?.rule;
      if (rule === CONTROL_CHARACTERS_RULE) return { zod: 'controlCharacters' };
      return typeof rule === 'string' && rule in CONTRACT_RULES
        ? { zod: rule as keyof typeof m }
        : { zod: 'invalid' };
    }
    default:
      return { zod: 'invalid' };
  }
}

/** zod's per-parse error map: every issue's message is its token (zodResolver's `error` option). */
export function issueToken(issue: Issue): string {
  return JSON.stringify(tokenOf(issue));
}

function parseToken(message: string | undefined): Token | null {
  if (!message?.startsWith('{"zod":')) return null;
  try {
    const token = JSON.parse(message) as Token;
    return token.zod in m ? token : null;
  } catch {
    return null;
  }
}

/** The field's message in the user's language. */
export function fieldErrorText(
  intl: IntlShape,
  error: Pick<FieldError, 'type' | 'message'> | undefined,
): string | null {
  if (!error) return null;
  if (error.type === SERVER_ERROR && error.message) return error.message;
  const token = parseToken(error.message);
  if (!token) return intl.formatMessage(m.invalid);
  const values = token.values ?? {};
  const descriptor: MessageDescriptor = m[token.zod];
  // Bounds of numbers in the user's format (1.000,5); counts of characters stay plain for plurals.
  const formatted =
    token.zod === 'tooSmall' || token.zod === 'tooBig'
      ? Object.fromEntries(Object.entries(values).map(([name, value]) => [name, intl.formatNumber(value)]))
      : values;
  return intl.formatMessage(descriptor, formatted);
}

/**
 * A cross-field rule's issue for a form schema's superRefine (the contract's `ruleIssue` without its
 * English message), so that the form's error map turns it into the rule's translated message.
 */
export function formRuleIssue(path: Array<string | number>, rule: string): ReturnType<typeof ruleIssue> {
  const { message: _english, ...issue } = ruleIssue(path, rule);
  return issue;
}
