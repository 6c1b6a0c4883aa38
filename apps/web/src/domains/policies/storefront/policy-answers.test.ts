import { describe, expect, it } from 'vitest';
import { answerList, unansweredItems, type PolicyItemRule } from './policy-answers';

const items: PolicyItemRule[] = [
  { code: 'P1', kind: 'CHECKBOX', options: [{ value: 'S' }] },
  { code: 'P2', kind: 'CHOICE', options: [{ value: '1' }, { value: '2' }] },
];

describe('policy answers', () => {
  it('needs the checkbox ticked and one valid option chosen', () => {
    expect(unansweredItems(items, {})).toEqual(['P1', 'P2']);
    expect(unansweredItems(items, { P1: 'S' })).toEqual(['P2']);
    expect(unansweredItems(items, { P1: 'S', P2: '3' })).toEqual(['P2']);
    expect(unansweredItems(items, { P1: 'S', P2: '2' })).toEqual([]);
  });

  it('sends one answer per item, in order', () => {
    expect(answerList(items, { P2: '1', P1: 'S' })).toEqual([
      { code: 'P1', value: 'S' },
      { code: 'P2', value: '1' },
    ]);
  });
});
