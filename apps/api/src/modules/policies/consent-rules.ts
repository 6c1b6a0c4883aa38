// The acceptance rules of spec §5: an item with only testo1 is a mandatory checkbox that must be ticked;
// an item with testo1 and testo2 needs one option (1–5) among its non-empty testi. Every item needs an answer.
import type { PolicyItemRow } from '../../db/schema';
import { AppError } from '../../errors/app-error';

export interface RawAnswer {
  n: number;
  codice?: string;
  valore?: string;
}

export interface CheckedAnswer {
  itemCode: string;
  value: string;
}

/** What a ticked checkbox may be sent as: S (the contract's yes), or what HTML forms and JSON send. */
const TICKED = new Set(['S', 'SI', 'Y', 'YES', 'ON', 'TRUE', '1']);

function options(item: PolicyItemRow): number[] {
  const texts = [item.testo1, item.testo2, item.testo3, item.testo4, item.testo5];
  return texts.flatMap((text, i) => (text.trim() !== '' ? [i + 1] : []));
}

function checkOne(item: PolicyItemRow, answer: RawAnswer): CheckedAnswer {
  const value = (answer.valore ?? '').toUpperCase();
  const field = `Valore_${answer.n}`;
  if (item.testo2.trim() === '') {
    if (!TICKED.has(value)) {
      throw new AppError(422, 'VALIDATION', 'consent.mustAccept', {
        field,
        params: { item: item.description },
      });
    }
    return { itemCode: item.code, value: 'S' };
  }
  if (!/^[1-5]$/.test(value) || !options(item).includes(Number(value))) {
    throw new AppError(422, 'VALIDATION', 'consent.invalidOption', {
      field,
      params: { item: item.description },
    });
  }
  return { itemCode: item.code, value };
}

/** The answers, checked against the items of the document; throws the first problem as a field error. */
export function checkAnswers(
  items: readonly PolicyItemRow[],
  answers: readonly RawAnswer[],
): CheckedAnswer[] {
  const byCode = new Map(items.map((item) => [item.code, item]));
  const answered = new Map<string, RawAnswer>();
  for (const answer of answers) {
    const field = `Informazione_${answer.n}`;
    const code = answer.codice ?? '';
    if (code === '')
      throw new AppError(422, 'VALIDATION', 'validation.required', { field, params: { field } });
    if (!byCode.has(code)) {
      throw new AppError(422, 'VALIDATION', 'consent.unknownItem', { field, params: { code } });
    }
    if (answered.has(code))
      throw new AppError(422, 'VALIDATION', 'consent.duplicate', { field, params: { code } });
    answered.set(code, answer);
  }
  return items.map((item) => {
    const answer = answered.get(item.code);
    if (!answer) {
      throw new AppError(422, 'VALIDATION', 'consent.mandatory', {
        field: 'Informazione',
        params: { item: item.description },
      });
    }
    return checkOne(item, answer);
  });
}
