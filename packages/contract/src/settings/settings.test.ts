// The per-tipo rules of the configuration and of policy drafts: what the API refuses and the web
// forms show, field by field.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { policiesDraftSavePayloadSchema } from '../policies';
import {
  configEntryFieldsSchema,
  settingsEntrySavePayloadSchema,
  settingsSavePayloadSchema,
} from './settings';

/** The fields a parse refused, each with the rule or zod code that refused it. */
function refused(result: { success: boolean; error?: z.ZodError }) {
  if (result.success) return {};
  const fields: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const rule = 'params' in issue ? (issue.params as { rule?: string } | undefined)?.rule : undefined;
    // The first issue of a field is the one the API and the forms show.
    fields[issue.path.map(String).join('.')] ??= rule ?? issue.code;
  }
  return fields;
}

describe('settings', () => {
  it('keeps each value in its range and spelling', () => {
    const parsed = settingsSavePayloadSchema.parse({
      Set_NumRes_B2B: ' 24 ',
      Set_Round: '3',
      Set_LinguaEN: 'n',
      Parametro1: 'p2',
      Set_AddRemoveQta: 'pz',
      Default_TipoOrdine: ' ord2 ',
    });
    expect(parsed).toEqual({
      Set_NumRes_B2B: 24,
      Set_Round: 3,
      Set_LinguaEN: 'N',
      Parametro1: 'p2',
      Set_AddRemoveQta: 'PZ',
      Default_TipoOrdine: 'ORD2',
    });
  });

  it('refuses each wrong value at its own field', () => {
    const result = settingsSavePayloadSchema.safeParse({
      Set_NumRes_B2B: '0',
      Set_NumRes_INT: '101',
      Set_Round: '2.5',
      Set_RoundInt: 'due',
      Set_LinguaEN: 'forse',
      Parametro2: 'p9',
      Set_AddRemoveQtaB2B: 'KG',
      Default_TipoOrdine: 'ORD-1',
      Set_Col_CodArt2: '',
    });
    expect(refused(result)).toEqual({
      Set_NumRes_B2B: 'too_small',
      Set_NumRes_INT: 'too_big',
      Set_Round: 'invalid_type',
      Set_RoundInt: 'invalid_type',
      Set_LinguaEN: 'invalid_value',
      Parametro2: 'invalid_value',
      Set_AddRemoveQtaB2B: 'invalid_value',
      Default_TipoOrdine: 'orderType',
      Set_Col_CodArt2: 'invalid_value',
    });
  });

  it('leaves out what is not sent', () => {
    expect(settingsSavePayloadSchema.parse({ Set_Round: 2 })).toEqual({ Set_Round: 2 });
  });
});

describe('entries by tipo', () => {
  it('needs the title in both languages for a menu link, and a link a shop can follow', () => {
    const result = configEntryFieldsSchema('Menu').safeParse({
      titoloIt: 'Offerte',
      titoloEn: ' ',
      link: 'javascript:void(0)',
      icon: 'Not An Icon',
    });
    expect(refused(result)).toEqual({ titoloEn: 'too_small', link: 'configLink', icon: 'iconName' });
  });

  it('keeps footer columns to 1–4 and asks a bottom-menu link of every line but a section title', () => {
    expect(
      refused(
        configEntryFieldsSchema('BottomMenu').safeParse({ titoloIt: 'A', titoloEn: 'A', colonna: '5' }),
      ),
    ).toEqual({ colonna: 'too_big', link: 'too_small' });
    expect(
      refused(
        configEntryFieldsSchema('BottomMenu').safeParse({ titoloIt: 'A', titoloEn: 'A', colonna: '2' }),
      ),
    ).toEqual({ link: 'too_small' });
    expect(
      configEntryFieldsSchema('BottomMenu').parse({
        titoloIt: 'A',
        titoloEn: 'A',
        colonna: '2',
        flagTitolo: 's',
      }),
    ).toEqual({ titoloIt: 'A', titoloEn: 'A', colonna: 2, flagTitolo: 'S', link: '', icon: '', social: '' });
    expect(
      refused(
        configEntryFieldsSchema('BottomMenu').safeParse({
          titoloIt: 'A',
          titoloEn: 'A',
          colonna: '0',
          link: '/x',
          social: 'myspace',
        }),
      ),
    ).toEqual({ colonna: 'too_small', social: 'invalid_union' });
  });

  it('needs both texts of a message and allows line breaks only where a tipo takes them', () => {
    expect(refused(configEntryFieldsSchema('Msg01').safeParse({ descrizioneIt: 'Avviso' }))).toEqual({
      descrizioneEn: 'invalid_type',
    });
    expect(
      refused(configEntryFieldsSchema('Msg01').safeParse({ descrizioneIt: 'a\nb', descrizioneEn: 'a' })),
    ).toEqual({ descrizioneIt: 'controlCharacters' });
    expect(
      configEntryFieldsSchema('Assistenza_Faq').parse({
        titoloIt: 'D?',
        titoloEn: 'Q?',
        descrizioneIt: 'Riga 1\nRiga 2',
        descrizioneEn: 'Line 1\nLine 2',
      }).descrizioneIt,
    ).toBe('Riga 1\nRiga 2');
  });

  it('asks a key of every entry it changes, and makes one for a new entry that has none', () => {
    expect(
      settingsEntrySavePayloadSchema.parse({
        tipo: 'Menu',
        nuova: 'S',
        titoloIt: 'Fiere',
        titoloEn: 'Fairs',
      }),
    ).toEqual({
      tipo: 'Menu',
      chiave: '',
      nuova: true,
      fields: { titoloIt: 'Fiere', titoloEn: 'Fairs', link: '', icon: '' },
    });
    expect(
      refused(settingsEntrySavePayloadSchema.safeParse({ tipo: 'Menu', titoloIt: 'A', titoloEn: 'B' })),
    ).toEqual({ chiave: 'too_small' });
    expect(refused(settingsEntrySavePayloadSchema.safeParse({ tipo: 'Set_Round', chiave: 'x' }))).toEqual({
      tipo: 'invalid_value',
    });
  });
});

describe('policy drafts', () => {
  const item = (codice: string, extra: Record<string, string> = {}) => ({
    codice,
    descrizioneIt: 'Testo',
    descrizioneEn: 'Text',
    testo1It: 'Accetto',
    testo1En: 'I accept',
    ...extra,
  });

  it('takes a checkbox item and an item with options, codes in capitals', () => {
    const parsed = policiesDraftSavePayloadSchema.parse({
      categoria: 'privacypolicy',
      voci: JSON.stringify([item('priv01'), item('PRIV02', { testo2It: 'No', testo2En: 'No' })]),
    });
    expect(parsed.voci.map((v) => [v.codice, v.testo2En])).toEqual([
      ['PRIV01', ''],
      ['PRIV02', 'No'],
    ]);
  });

  it('refuses gaps between options, options in one language only, twice the same code and no item', () => {
    const result = policiesDraftSavePayloadSchema.safeParse({
      categoria: 'privacypolicy',
      voci: [
        item('A', { testo3It: 'Tre', testo3En: 'Three' }),
        item('B', { testo2It: 'Due' }),
        item('A'),
        item('C', { testo1En: '' }),
      ],
    });
    expect(refused(result)).toEqual({
      'voci.0.testo2It': 'policyOptions',
      'voci.0.testo2En': 'policyOptions',
      'voci.1.testo2En': 'policyOptions',
      'voci.2.codice': 'policyDuplicate',
      'voci.3.testo1En': 'too_small',
    });
    expect(
      refused(
        policiesDraftSavePayloadSchema.safeParse({
          categoria: 'privacypolicy',
          voci: [item('A'), item('a')],
        }),
      ),
    ).toEqual({ 'voci.1.codice': 'policyDuplicate' });
    expect(
      refused(policiesDraftSavePayloadSchema.safeParse({ categoria: 'privacypolicy', voci: '[]' })),
    ).toEqual({
      voci: 'too_small',
    });
  });
});
