// The shop's settings and configuration entries managed from the reserved area (settings.edit):
// each tipo's rules field by field, both languages' rows, positions, the audit log, the content
// version, and that the public configuration shows every change at once.
import { REST_PATHS, type ConfigEntry, type ConfigEntryRecord } from '@shop/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { readContentVersion } from '../../src/modules/content/content-version';
import { loginAs, type LoggedIn } from '../helpers/login';
import { INTERNALS, post } from '../helpers/requests';
import { useTestApp } from '../helpers/test-app';

const ctx = useTestApp();
let admin: LoggedIn;

beforeAll(async () => {
  admin = await loginAs(ctx.app, 'admin');
});

async function call(url: string, fields: Record<string, string>, headers = admin.headers) {
  const response = await post(ctx.app, url, fields, { headers: { ...headers, 'accept-language': 'en' } });
  for (const pattern of INTERNALS) expect(response.body).not.toMatch(pattern);
  return response;
}

/** The field errors of a refused call: field → message. */
async function refusal(url: string, fields: Record<string, string>) {
  const response = await call(url, fields);
  expect(response.statusCode, response.body).toBe(422);
  const errors: Array<{ field: string; title: string }> = response.json().errors;
  return Object.fromEntries(errors.map((e) => [e.field, e.title]));
}

async function entries(tipo: string): Promise<ConfigEntryRecord[]> {
  const response = await call(REST_PATHS.settingsEntries, { tipo });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.voci;
}

async function publicConfig(Lingua: string): Promise<ConfigEntry[]> {
  return (await post(ctx.app, REST_PATHS.config, { Lingua })).json().data.configurazione;
}

async function auditOf(chiave: string) {
  const response = await call(REST_PATHS.auditList, { entita: 'config', chiave });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.items as Array<{
    azione: string;
    utente: string;
    modifiche: Array<{ campo: string; prima: unknown; dopo: unknown }>;
    descrizione: string;
  }>;
}

describe('settings', () => {
  it('reads every setting with its stored value', async () => {
    const response = await call(REST_PATHS.settingsValues, {});
    expect(response.json().data.impostazioni).toMatchObject({
      Set_NumRes_B2B: '12',
      Set_Round: '2',
      Parametro1: 'p1',
      Set_AddRemoveQta: 'CF',
      Default_TipoOrdine: 'ORD',
      Set_LinguaEN: 'S',
    });
  });

  it('refuses each wrong value at its field, in the caller’s language, and changes nothing', async () => {
    const before = await readContentVersion(ctx.app.db);
    expect(
      await refusal(REST_PATHS.settingsSave, {
        Set_NumRes_B2B: '0',
        Set_NumRes_INT: 'dodici',
        Set_Round: '9',
        Set_LinguaEN: 'maybe',
        Parametro1: 'p7',
        Default_TipoOrdine: 'ORD 1',
      }),
    ).toEqual({
      Set_NumRes_B2B: 'The value of “Set_NumRes_B2B” is not valid.',
      Set_NumRes_INT: 'The value of “Set_NumRes_INT” is not valid.',
      Set_Round: 'The value of “Set_Round” is not valid.',
      Set_LinguaEN: 'The value of “Set_LinguaEN” is not allowed (allowed values: S, N).',
      Parametro1: 'The value of “Parametro1” is not allowed (allowed values: p1, p1b2b, p2, p3).',
      Default_TipoOrdine:
        'The field “Default_TipoOrdine” must be a code of 1–8 letters or digits (e.g. ORD).',
    });
    expect((await call(REST_PATHS.settingsValues, {})).json().data.impostazioni.Set_NumRes_B2B).toBe('12');
    expect(await readContentVersion(ctx.app.db)).toEqual(before);
  });

  it('saves the values that changed in both languages, logs them and raises the content version', async () => {
    const before = await readContentVersion(ctx.app.db);
    const response = await call(REST_PATHS.settingsSave, {
      Set_NumRes_B2B: '24',
      Set_AddRemoveQta: 'pz',
      Set_Round: '2',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.impostazioni).toMatchObject({ Set_NumRes_B2B: '24', Set_AddRemoveQta: 'PZ' });
    for (const language of ['it', 'en']) {
      const config = await publicConfig(language);
      expect(config.find((e) => e.tipo === 'Set_NumRes_B2B')?.descrizione).toBe('24');
    }
    const after = await readContentVersion(ctx.app.db);
    expect(after).toEqual({ versione: before.versione + 1, tipo: 'config' });
    const [entry] = await auditOf('settings');
    expect(entry).toMatchObject({ azione: 'update', utente: 'admin' });
    // Set_Round was sent unchanged: not in the log.
    expect(entry?.modifiche).toEqual([
      { campo: 'Set_NumRes_B2B', prima: '12', dopo: '24' },
      { campo: 'Set_AddRemoveQta', prima: 'CF', dopo: 'PZ' },
    ]);
  });

  it('writes nothing for a save that changes nothing', async () => {
    const before = await readContentVersion(ctx.app.db);
    const logged = (await auditOf('settings')).length;
    expect((await call(REST_PATHS.settingsSave, { Set_NumRes_B2B: '24' })).statusCode).toBe(200);
    expect(await readContentVersion(ctx.app.db)).toEqual(before);
    expect(await auditOf('settings')).toHaveLength(logged);
  });
});

describe('entries by tipo', () => {
  it('lists a tipo’s entries with both languages side by side, in order', async () => {
    const menu = await entries('Menu');
    expect(menu.map((e) => e.chiave)).toEqual(['home', 'offers', 'news', 'highlights', 'outlet', 'contacts']);
    expect(menu[1]).toMatchObject({
      titoloIt: 'Offerte',
      titoloEn: 'Offers',
      link: '/offerte?type=P',
      riga: 2,
    });
    const column2 = (await entries('Footer')).filter((e) => e.colonna === 2);
    expect(column2.map((e) => [e.riga, e.flagTitolo, e.titoloEn])).toEqual([
      [1, 'S', 'Contacts'],
      [2, 'N', 'Phone +39 051 634 2190'],
      [3, 'N', 'ordini@ingrossobellini.it'],
      [4, 'N', 'Certified email ingrossobellini@pec.it'],
    ]);
  });

  it('refuses, field by field, what a tipo does not allow', async () => {
    expect(
      await refusal(REST_PATHS.settingsEntrySave, {
        tipo: 'Menu',
        chiave: 'offers',
        titoloIt: '',
        titoloEn: 'x'.repeat(41),
        link: 'javascript:alert(1)',
      }),
    ).toEqual({
      titoloIt: 'The field “titoloIt” is required.',
      titoloEn: 'The field “titoloEn” is too long (at most 40 characters).',
      link: 'The field “link” must be a path of the shop (starting with /), an http:// or https:// address, or mailto: or tel:.',
    });
    expect(
      await refusal(REST_PATHS.settingsEntrySave, {
        tipo: 'BottomMenu',
        nuova: 'S',
        titoloIt: 'Fiere',
        titoloEn: 'Fairs',
        colonna: '5',
      }),
    ).toEqual({ colonna: 'The value of “colonna” is not valid.', link: 'The field “link” is required.' });
    expect(
      await refusal(REST_PATHS.settingsEntrySave, {
        tipo: 'BottomMenu',
        nuova: 'S',
        titoloIt: 'Seguici',
        titoloEn: 'Follow us',
        colonna: '4',
        link: 'https://www.example.com/shop',
        social: 'myspace',
        icon: 'Big Star',
      }),
    ).toEqual({
      social: 'The value of “social” is not valid.',
      icon: 'The field “icon” must be an icon name: lowercase letters, digits and dashes (e.g. life-buoy).',
    });
    expect(
      await refusal(REST_PATHS.settingsEntrySave, {
        tipo: 'Msg01',
        chiave: 'top-notice',
        descrizioneIt: 'Solo italiano',
      }),
    ).toEqual({
      descrizioneEn: 'The field “descrizioneEn” is required.',
    });
    expect(await refusal(REST_PATHS.settingsEntrySave, { tipo: 'Set_Round', chiave: 'x' })).toHaveProperty(
      'tipo',
    );
  });

  it('changes a menu link in both languages; the public configuration shows it at once; the log says what', async () => {
    const before = await readContentVersion(ctx.app.db);
    const response = await call(REST_PATHS.settingsEntrySave, {
      tipo: 'Menu',
      chiave: 'offers',
      titoloIt: 'Offerte del mese',
      titoloEn: 'Offers of the month',
      link: '/offerte?type=P',
      icon: 'percent',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await publicConfig('it')).find((e) => e.tipo === 'Menu' && e.id === 'offers')?.titolo).toBe(
      'Offerte del mese',
    );
    expect((await publicConfig('en')).find((e) => e.tipo === 'Menu' && e.id === 'offers')).toMatchObject({
      titolo: 'Offers of the month',
      riga: 2,
    });
    expect((await readContentVersion(ctx.app.db)).versione).toBe(before.versione + 1);
    const [entry] = await auditOf('Menu');
    expect(entry).toMatchObject({ azione: 'update' });
    expect(entry?.modifiche).toEqual([
      { campo: 'offers.titoloIt', prima: 'Offerte', dopo: 'Offerte del mese' },
      { campo: 'offers.titoloEn', prima: 'Offers', dopo: 'Offers of the month' },
    ]);
  });

  it('adds an entry last in its list with a key made from its title, then deletes it and closes the gap', async () => {
    const added = await call(REST_PATHS.settingsEntrySave, {
      tipo: 'Menu',
      nuova: 'S',
      titoloIt: 'Fiere & Eventi',
      titoloEn: 'Fairs & events',
      link: 'https://fiere.example.com/2026',
    });
    expect(added.statusCode, added.body).toBe(200);
    const menu: ConfigEntryRecord[] = added.json().data.voci;
    expect(menu.at(-1)).toMatchObject({ chiave: 'fiere-eventi', riga: 7, colonna: 0 });
    const again = await call(REST_PATHS.settingsEntrySave, {
      tipo: 'Menu',
      nuova: 'S',
      chiave: 'fiere-eventi',
      titoloIt: 'Doppia',
      titoloEn: 'Twice',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0]).toMatchObject({ field: 'chiave', code: 'CONFLICT' });

    const removed = await call(REST_PATHS.settingsEntryDelete, { tipo: 'Menu', chiave: 'news' });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data.voci.map((e: ConfigEntryRecord) => [e.chiave, e.riga])).toEqual([
      ['home', 1],
      ['offers', 2],
      ['highlights', 3],
      ['outlet', 4],
      ['contacts', 5],
      ['fiere-eventi', 6],
    ]);
    const actions = (await auditOf('Menu')).map((e) => e.azione);
    expect(actions.slice(0, 2)).toEqual(['delete', 'create']);
    const missing = await call(REST_PATHS.settingsEntryDelete, { tipo: 'Menu', chiave: 'news' });
    expect(missing.statusCode).toBe(404);
  });

  it('keeps a single-entry tipo to one entry', async () => {
    const response = await call(REST_PATHS.settingsEntrySave, {
      tipo: 'Msg01',
      nuova: 'S',
      descrizioneIt: 'Altro avviso',
      descrizioneEn: 'Another notice',
    });
    expect(response.statusCode).toBe(409);
  });

  it('moves a footer line to another column (last there) and reorders a column', async () => {
    const moved = await call(REST_PATHS.settingsEntrySave, {
      tipo: 'Footer',
      chiave: 'footer-2-4',
      titoloIt: 'PEC ingrossobellini@pec.it',
      titoloEn: 'Certified email ingrossobellini@pec.it',
      colonna: '1',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const footer: ConfigEntryRecord[] = moved.json().data.voci;
    expect(footer.filter((e) => e.colonna === 1).map((e) => [e.chiave, e.riga])).toEqual([
      ['footer-1-1', 1],
      ['footer-1-2', 2],
      ['footer-1-3', 3],
      ['footer-1-4', 4],
      ['footer-2-4', 5],
    ]);

    const wrong = await refusal(REST_PATHS.settingsEntryReorder, {
      tipo: 'Footer',
      colonna: '2',
      chiavi: 'footer-2-3,footer-2-1',
    });
    expect(wrong).toEqual({ chiavi: 'The order must list every entry of the list once, and nothing else.' });
    const reordered = await call(REST_PATHS.settingsEntryReorder, {
      tipo: 'Footer',
      colonna: '2',
      chiavi: 'footer-2-1,footer-2-3,footer-2-2',
    });
    expect(reordered.statusCode, reordered.body).toBe(200);
    const column2 = (await publicConfig('it')).filter((e) => e.tipo === 'Footer' && e.colonna === 2);
    expect(column2.map((e) => e.id)).toEqual(['footer-2-1', 'footer-2-3', 'footer-2-2']);
    const [entry] = await auditOf('Footer');
    expect(entry).toMatchObject({
      azione: 'reorder',
      modifiche: [
        {
          campo: 'ordine (2)',
          prima: 'footer-2-1, footer-2-2, footer-2-3',
          dopo: 'footer-2-1, footer-2-3, footer-2-2',
        },
      ],
    });
  });

  it('keeps a footer column to its maximum of lines', async () => {
    let last = 0;
    for (let n = 0; n < 20 && last !== 422; n++) {
      const response = await call(REST_PATHS.settingsEntrySave, {
        tipo: 'BottomMenu',
        nuova: 'S',
        titoloIt: `Voce ${n}`,
        titoloEn: `Line ${n}`,
        link: '/pages/x',
        colonna: '3',
      });
      last = response.statusCode;
      if (last === 422) {
        expect(response.json().errors[0]).toMatchObject({ field: 'colonna' });
      }
    }
    expect(last).toBe(422);
    expect((await entries('BottomMenu')).filter((e) => e.colonna === 3)).toHaveLength(12);
  });
});

describe('who may', () => {
  it('refuses agents, the sales office and customers; visitors must log in', async () => {
    // Staff who read audit logs get "not found" for the settings' log; customers may not read logs at all.
    for (const [user, password, auditStatus] of [
      ['moretti', undefined, 404],
      ['rossi', undefined, 403],
      ['ufficio', 'Provvisoria1', 404],
    ] as const) {
      const { headers } = await loginAs(ctx.app, user, password);
      const response = await call(REST_PATHS.settingsSave, { Set_NumRes_B2B: '50' }, headers);
      expect(response.statusCode).toBe(403);
      const audit = await call(REST_PATHS.auditList, { entita: 'config', chiave: 'settings' }, headers);
      expect(audit.statusCode).toBe(auditStatus);
    }
    expect((await post(ctx.app, REST_PATHS.settingsValues, {})).statusCode).toBe(401);
  });
});
