import { describe, expect, it } from 'vitest';
import { issueToken } from '../../../app/manage/form/zod-issues';
import { approvalRulesFormSchema, approvalRulesFormValues, approvalRulesInput } from './approval-rules-form';

const OFF = {
  amountAbove: false,
  threshold: '',
  agentDiscountAboveCeiling: false,
  creditLimitExceeded: false,
  buyerWu: false,
};

describe('the approval rules form', () => {
  it('needs a threshold only while the amount rule is on, and a positive amount when given', () => {
    expect(approvalRulesFormSchema.safeParse(OFF).success).toBe(true);
    const missing = approvalRulesFormSchema.safeParse({ ...OFF, amountAbove: true });
    expect(missing.error?.issues[0]?.path).toEqual(['threshold']);
    // The form's messages: "required" for a missing amount, the contract's "amount" rule for a bad one.
    const named = (threshold: string, amountAbove = true) =>
      approvalRulesFormSchema.safeParse({ ...OFF, amountAbove, threshold }, { error: issueToken as never })
        .error?.issues[0]?.message;
    expect(named('')).toBe('{"zod":"required"}');
    expect(named('0')).toBe('{"zod":"amount"}');
    for (const bad of ['0', 'abc', '12.345', '-5']) {
      expect(approvalRulesFormSchema.safeParse({ ...OFF, threshold: bad }).success, bad).toBe(false);
    }
    expect(
      approvalRulesFormSchema.safeParse({ ...OFF, amountAbove: true, threshold: '1500,50' }).success,
    ).toBe(true);
  });

  it('reads the rules as saved and writes the input (a comma is a decimal point)', () => {
    const values = approvalRulesFormValues([
      { kind: 'AMOUNT_ABOVE', enabled: true, threshold: 2500 },
      { kind: 'BUYER_WU', enabled: true },
      { kind: 'CREDIT_LIMIT_EXCEEDED', enabled: false },
    ]);
    expect(values).toEqual({ ...OFF, amountAbove: true, threshold: '2500', buyerWu: true });
    expect(approvalRulesInput({ ...values, threshold: '1500,5' })).toEqual({
      amountAbove: true,
      threshold: 1500.5,
      agentDiscountAboveCeiling: false,
      creditLimitExceeded: false,
      buyerWu: true,
    });
    expect(approvalRulesInput(OFF)).not.toHaveProperty('threshold');
  });
});
