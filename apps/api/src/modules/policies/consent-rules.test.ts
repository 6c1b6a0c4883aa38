// Unit tests of the acceptance rules of spec §5.
import { describe, expect, it } from 'vitest';
import type { PolicyItemRow } from '../../db/schema';
import { checkAnswers } from './consent-rules';

function item(code: string, ...testi: string[]): PolicyItemRow {
  const [testo1 = '', testo2 = '', testo3 = '', testo4 = '', testo5 = ''] = testi;
  return {
    id: 0,
    category: 'privacypolicy',
    versionId: 1,
    language: 'it',
    code,
    position: 0,
    description: `Voce ${code}`,
    testo1,
    testo2,
    testo3,
    testo4,
    testo5,
  };
}

const ITEMS = [item('A', 'Accetto'), item('B', 'Sì', 'No'), item('C', 'Uno', 'Due', '', '', 'Cinque')];
const answer = (n: number, codice?: string, valore?: string) => ({ n, codice, valore });

const refusal = (answers: ReturnType<typeof answer>[]) => {
  try {
    checkAnswers(ITEMS, answers);
  } catch (err) {
    const { messageKey, options } = err as { messageKey: string; options: { field?: string } };
    return [messageKey, options.field];
  }
  return undefined;
};

describe('checkAnswers', () => {
  it('returns one answer per item in the document order, ticks normalised to S', () => {
    const checked = checkAnswers(ITEMS, [answer(3, 'C', '5'), answer(1, 'A', 'on'), answer(2, 'B', '2')]);
    expect(checked).toEqual([
      { itemCode: 'A', value: 'S' },
      { itemCode: 'B', value: '2' },
      { itemCode: 'C', value: '5' },
    ]);
  });

  it('needs the checkbox ticked', () => {
    expect(refusal([answer(1, 'A', 'N'), answer(2, 'B', '1'), answer(3, 'C', '1')])).toEqual([
      'consent.mustAccept',
      'Valore_1',
    ]);
    expect(refusal([answer(1, 'A'), answer(2, 'B', '1'), answer(3, 'C', '1')])).toEqual([
      'consent.mustAccept',
      'Valore_1',
    ]);
  });

  it('needs an option whose text is not empty', () => {
    expect(refusal([answer(1, 'A', 'S'), answer(2, 'B', '1'), answer(3, 'C', '3')])).toEqual([
      'consent.invalidOption',
      'Valore_3',
    ]);
    expect(refusal([answer(1, 'A', 'S'), answer(2, 'B', '0'), answer(3, 'C', '1')])).toEqual([
      'consent.invalidOption',
      'Valore_2',
    ]);
    expect(refusal([answer(1, 'A', 'S'), answer(2, 'B', ' 1x'), answer(3, 'C', '1')])).toEqual([
      'consent.invalidOption',
      'Valore_2',
    ]);
  });

  it('needs every item answered, once, and nothing else', () => {
    expect(refusal([answer(1, 'A', 'S'), answer(2, 'B', '1')])).toEqual([
      'consent.mandatory',
      'Informazione',
    ]);
    expect(refusal([answer(1, 'A', 'S'), answer(2, 'A', 'S')])).toEqual([
      'consent.duplicate',
      'Informazione_2',
    ]);
    expect(refusal([answer(7, 'Z', 'S')])).toEqual(['consent.unknownItem', 'Informazione_7']);
    expect(refusal([answer(4, '', 'S')])).toEqual(['validation.required', 'Informazione_4']);
  });

  it('accepts an empty document with no answers', () => {
    expect(checkAnswers([], [])).toEqual([]);
  });
});
