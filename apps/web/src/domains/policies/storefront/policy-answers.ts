// Spec §5: an item with only testo1 is a checkbox that must be ticked; an item with testo1 and
// testo2 needs one option (1 to 5) chosen. This says which items are still unanswered.
export interface PolicyItemRule {
  code: string;
  kind: 'CHECKBOX' | 'CHOICE';
  options: readonly { value: string }[];
}

/** Checkbox: 'S' when ticked; choice: the chosen option's value ("1"–"5"). */
export type PolicyAnswers = Readonly<Record<string, string | undefined>>;

export function unansweredItems(items: readonly PolicyItemRule[], answers: PolicyAnswers): string[] {
  return items
    .filter((item) => {
      const answer = answers[item.code];
      if (item.kind === 'CHECKBOX') return answer !== 'S';
      return !item.options.some((option) => option.value === answer);
    })
    .map((item) => item.code);
}

export function answerList(items: readonly PolicyItemRule[], answers: PolicyAnswers) {
  return items.map((item) => ({ code: item.code, value: answers[item.code] ?? '' }));
}
