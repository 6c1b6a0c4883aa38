// The text rule holds for every payload of the contract, including the ones added later: each field of
// each exported `…PayloadSchema` refuses a string with a control character (issue 13).
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contract from './index';

const CONTROLS = ['\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\u009f', '\ud800'];
/** Strings of many lengths, each with a control character, so that no length rule hides a gap. */
const candidates = (control: string) =>
  [1, 2, 3, 5, 8, 12, 20, 40].flatMap((length) => [
    `${'a'.repeat(length)}${control}`,
    `${'1'.repeat(length)}${control}`,
  ]);

function objectOf(schema: z.ZodType): z.ZodObject | undefined {
  let current: unknown = schema;
  for (let depth = 0; depth < 10; depth++) {
    if (current instanceof z.ZodObject) return current;
    const def = (current as { _zod?: { def?: { in?: unknown; innerType?: unknown } } })._zod?.def;
    current = def?.in ?? def?.innerType;
    if (current === undefined) return undefined;
  }
  return undefined;
}

const payloadSchemas = Object.entries(contract as Record<string, unknown>).filter(
  (entry): entry is [string, z.ZodType] =>
    entry[0].endsWith('PayloadSchema') && entry[1] instanceof z.ZodType,
);

/** A base that passes the fields a refinement needs before it looks at the others (setuserinfo). */
const BASES: Record<string, Record<string, unknown>> = {
  setUserInfoPayloadSchema: { Categoria: 'privacypolicy' },
  settingsEntrySavePayloadSchema: { tipo: 'Footer', chiave: 'x', colonna: '1' },
};
/** Fields a catch-all accepts by name pattern. */
const EXTRA_FIELDS: Record<string, string[]> = {
  setUserInfoPayloadSchema: ['Informazione_1', 'Valore_1'],
  settingsEntrySavePayloadSchema: ['titoloIt', 'titoloEn', 'descrizioneIt', 'descrizioneEn', 'link'],
};

describe('every text field of every payload', () => {
  it('finds the payload schemas', () => {
    expect(payloadSchemas.length).toBeGreaterThan(20);
  });

  for (const [name, schema] of payloadSchemas) {
    it(`${name} refuses control characters in each field`, () => {
      const object = objectOf(schema);
      expect(object, `${name}: no object schema found`).toBeDefined();
      const fields = [...Object.keys(object?.shape ?? {}), ...(EXTRA_FIELDS[name] ?? [])];
      const accepted: string[] = [];
      for (const field of fields) {
        for (const control of CONTROLS) {
          for (const value of candidates(control)) {
            const result = schema.safeParse({ ...BASES[name], [field]: value });
            const refused = !result.success && result.error.issues.some((issue) => issue.path[0] === field);
            if (!refused) accepted.push(`${field}=${JSON.stringify(value)}`);
          }
        }
      }
      expect(accepted).toEqual([]);
    });
  }
});
