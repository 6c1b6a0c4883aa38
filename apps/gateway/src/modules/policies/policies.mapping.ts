// GraphQL <-> REST for the policy documents' versions: options as lists (REST testo1…testo5 per
// language), states, and the API's field errors renamed to the arguments the client sent.
import {
  POLICY_OPTION_COUNT,
  type PolicyDraftItemInput as RestDraftItem,
  type PolicyVersionItem,
} from '@shop/contract';
import { GraphQLError } from 'graphql';
import { ERROR_CODE } from '../../kernel/errors/format-error';
import type { PolicyDraftItemInput } from '../../generated/resolvers-types';

type Suffix = 'It' | 'En';

/** The non-empty options of an item in one language, in order. */
export function optionsOf(item: PolicyVersionItem, suffix: Suffix): string[] {
  const options: string[] = [];
  for (let n = 1; n <= POLICY_OPTION_COUNT; n++) {
    const text = item[`testo${n}${suffix}` as keyof PolicyVersionItem];
    if (text !== '') options.push(text);
  }
  return options;
}

/** A draft item as the REST call takes it; more than five options is refused here, at its field. */
export function toDraftItem(item: PolicyDraftItemInput, index: number): RestDraftItem {
  const draft: Record<string, string> = {
    codice: item.code,
    descrizioneIt: item.textIt,
    descrizioneEn: item.textEn,
  };
  for (const [suffix, options] of [
    ['It', item.optionsIt],
    ['En', item.optionsEn],
  ] as const) {
    if (options.length > POLICY_OPTION_COUNT) {
      throw new GraphQLError(`An item has at most ${POLICY_OPTION_COUNT} options.`, {
        extensions: { code: ERROR_CODE.BAD_USER_INPUT, field: `items.${index}.options${suffix}` },
      });
    }
    options.forEach((text, i) => {
      draft[`testo${i + 1}${suffix}`] = text;
    });
  }
  return draft as unknown as RestDraftItem;
}

const ITEM_FIELD: Record<string, string> = {
  codice: 'code',
  descrizioneIt: 'textIt',
  descrizioneEn: 'textEn',
};

/** `voci.2.testo3En` → `items.2.optionsEn.2`; `numero` → `number`; `categoria` → `kind`. */
export function policyField(field: string): string | undefined {
  const item = /^voci\.(\d+)\.(\w+)$/.exec(field);
  if (item) {
    const [, index, name = ''] = item;
    const option = /^testo(\d)(It|En)$/.exec(name);
    if (option) return `items.${index}.options${option[2]}.${Number(option[1]) - 1}`;
    return `items.${index}.${ITEM_FIELD[name] ?? name}`;
  }
  return { voci: 'items', numero: 'number', categoria: 'kind', utente: 'userCode' }[field];
}
