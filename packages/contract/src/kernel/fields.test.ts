// The client record's fields as staff type them: what is accepted, how it is written, and which rule
// names a refusal (the API and the web turn the rule into a message).
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  creditLimitSchema,
  discountChainSchema,
  fiscalCodeSchema,
  percentageSchema,
  phoneSchema,
  postcodeSchema,
  vatNumberSchema,
} from './fields';

function ruleOf(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  if (result.success) return undefined;
  const issue = result.error.issues[0] as { params?: { rule?: string } } | undefined;
  return issue?.params?.rule ?? 'other';
}

describe('discount chain', () => {
  it('is written as the database keeps it', () => {
    expect(discountChainSchema.parse(' 20 + 10 ')).toBe('20+10');
    expect(discountChainSchema.parse('12,5+3')).toBe('12.5+3');
    expect(discountChainSchema.parse('')).toBe('');
    expect(discountChainSchema.parse('5+5+5+5+5+5')).toBe('5+5+5+5+5+5');
  });

  it('refuses what the database check would refuse, naming the rule', () => {
    for (const bad of ['100', '20+', '+20', '10.123', '5+5+5+5+5+5+5', '20%', 'abc', '20++10', '-5']) {
      expect(ruleOf(discountChainSchema, bad), bad).toBe('discountChain');
    }
  });
});

describe('credit limit', () => {
  it('reads Italian and plain amounts; empty is no limit', () => {
    expect(creditLimitSchema.parse('25.000,50')).toBe(25000.5);
    expect(creditLimitSchema.parse('25000')).toBe(25000);
    expect(creditLimitSchema.parse('18.000')).toBe(18000);
    expect(creditLimitSchema.parse('1.250.000')).toBe(1250000);
    expect(creditLimitSchema.parse('25,000.50')).toBe(25000.5);
    expect(creditLimitSchema.parse('18,000')).toBe(18000);
    expect(creditLimitSchema.parse('1500.5')).toBe(1500.5);
    expect(creditLimitSchema.parse('1500,55')).toBe(1500.55);
    expect(creditLimitSchema.parse(1500.25)).toBe(1500.25);
    expect(creditLimitSchema.parse('')).toBeNull();
    expect(creditLimitSchema.parse(null)).toBeNull();
  });

  it('refuses negative, too precise or non-numeric amounts', () => {
    for (const bad of ['-1', '10.5555', '1.2.3', 'mille', '1e6', -5]) {
      expect(ruleOf(creditLimitSchema, bad), String(bad)).toBe('amount');
    }
  });
});

describe('company fields', () => {
  it('normalise and check VAT number, fiscal code, postcode, phone', () => {
    expect(vatNumberSchema.parse('it 0123 4560 157')).toBe('IT01234560157');
    expect(ruleOf(vatNumberSchema, '01234560157')).toBe('vatNumber');
    expect(fiscalCodeSchema.parse('clmmrc80a01f205x')).toBe('CLMMRC80A01F205X');
    expect(ruleOf(fiscalCodeSchema, '12345')).toBe('fiscalCode');
    expect(postcodeSchema.parse('20127')).toBe('20127');
    expect(ruleOf(postcodeSchema, '2')).toBe('postcode');
    expect(phoneSchema.parse('+39 02 8812 3344')).toBe('+39 02 8812 3344');
    expect(ruleOf(phoneSchema, 'call me')).toBe('phone');
  });

  it('takes a ceiling below 100 with at most 2 decimals', () => {
    expect(percentageSchema.parse('12,5')).toBe(12.5);
    expect(percentageSchema.parse(8)).toBe(8);
    expect(ruleOf(percentageSchema, '100')).toBe('percentage');
    expect(ruleOf(percentageSchema, '7.125')).toBe('percentage');
  });
});
