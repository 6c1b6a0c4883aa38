import { describe, expect, it } from 'vitest';
import { draftItems, formItem, POLICY_SERVER_FIELDS, policyFormSchema } from './policy-form';

const item = {
  code: 'PRIV02',
  textIt: 'Offerte',
  textEn: 'Offers',
  optionsIt: ['Sì', 'No'],
  optionsEn: ['Yes', 'No'],
};

describe('the policy draft form', () => {
  it('turns a version item into form fields and back', () => {
    const values = policyFormSchema.parse({ voci: [formItem(item)] });
    expect(draftItems(values)).toEqual([item]);
  });

  it('refuses options with a gap or unlike in the two languages, and a repeated code', () => {
    const gap = { ...formItem(item), testo2It: '', testo3It: 'Forse' };
    const result = policyFormSchema.safeParse({ voci: [gap, formItem(item)] });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['voci.0.testo2It', 'voci.1.codice']));
  });

  it("puts the gateway's field errors at the form's fields", () => {
    expect(POLICY_SERVER_FIELDS['items.2.textEn']).toBe('voci.2.descrizioneEn');
    expect(POLICY_SERVER_FIELDS['items.0.optionsEn.1']).toBe('voci.0.testo2En');
  });
});
