// The policy documents as versions (policies.edit): a draft edited in both languages, refused field
// by field; publishing makes it the version in force, so every user is asked to accept again, and
// answers to the old text are refused; old versions stay readable with who accepted what and when;
// every step is in the audit log; the public texts change at once.
import { REST_PATHS, type PolicyDraftItemInput, type PolicyVersionItem } from '@shop/contract';
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

async function call(
  url: string,
  fields: Record<string, string>,
  headers: Record<string, string> = admin.headers,
) {
  const response = await post(ctx.app, url, fields, { headers: { ...headers, 'accept-language': 'en' } });
  for (const pattern of INTERNALS) expect(response.body).not.toMatch(pattern);
  return response;
}

/** The current privacy policy as a draft to edit (what the page starts from). */
async function versionItems(numero: number): Promise<PolicyVersionItem[]> {
  const response = await call(REST_PATHS.policiesVersion, {
    categoria: 'privacypolicy',
    numero: String(numero),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.voci;
}

const NEW_ITEM: PolicyDraftItemInput = {
  codice: 'PRIV04',
  descrizioneIt: 'Comunicazione dei dati ai corrieri per la consegna',
  descrizioneEn: 'Sharing data with couriers for delivery',
  testo1It: 'Ho letto e accetto',
  testo1En: 'I have read and accept',
};

async function currentUser(headers: Record<string, string>) {
  return (await call(REST_PATHS.currentUser, {}, headers)).json().data.utente;
}

const PRIVACY_V1 = {
  Categoria: 'privacypolicy',
  Informazione_1: 'PRIV01',
  Valore_1: 'S',
  Informazione_2: 'PRIV02',
  Valore_2: '1',
  Informazione_3: 'PRIV03',
  Valore_3: '2',
};

describe('policy versions', () => {
  it('lists the seeded version 1 as the one in force, with its items and who accepted it', async () => {
    const response = await call(REST_PATHS.policiesList, { categoria: 'privacypolicy' });
    expect(response.statusCode, response.body).toBe(200);
    const { corrente, versioni } = response.json().data;
    expect(corrente).toBe(1);
    expect(versioni).toHaveLength(1);
    // Every demo user but bianchi accepted it.
    expect(versioni[0]).toMatchObject({
      numero: 1,
      stato: 'pubblicata',
      corrente: 'S',
      voci: 3,
      accettazioni: 12,
    });
    expect((await versionItems(1)).map((i) => [i.codice, i.testo2It, i.testo2En])).toEqual([
      ['PRIV01', '', ''],
      ['PRIV02', 'Non acconsento', 'I do not agree'],
      ['PRIV03', 'Non acconsento', 'I do not agree'],
    ]);
  });

  it('refuses a draft field by field and saves nothing', async () => {
    const items = [
      { ...NEW_ITEM, testo1En: '' },
      { ...NEW_ITEM, codice: 'priv04', testo2It: 'Sì', testo3It: 'No', testo2En: 'Yes' },
    ];
    const response = await call(REST_PATHS.policiesDraftSave, {
      categoria: 'privacypolicy',
      voci: JSON.stringify(items),
    });
    expect(response.statusCode).toBe(422);
    const errors = Object.fromEntries(
      (response.json().errors as Array<{ field: string; title: string }>).map((e) => [e.field, e.title]),
    );
    expect(errors).toEqual({
      'voci.0.testo1En': 'The field “voci.0.testo1En” is required.',
      'voci.1.testo3En': expect.stringContaining('options are filled in order'),
      'voci.1.codice': 'The code in “voci.1.codice” is already used by another item.',
    });
    const list = (await call(REST_PATHS.policiesList, { categoria: 'privacypolicy' })).json().data;
    expect(list.versioni).toHaveLength(1);
  });

  it('saves a draft as version 2 without touching the version in force or anyone’s consent', async () => {
    const before = await readContentVersion(ctx.app.db);
    const items = [...(await versionItems(1)), NEW_ITEM];
    const saved = await call(REST_PATHS.policiesDraftSave, {
      categoria: 'privacypolicy',
      voci: JSON.stringify(items),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.versione).toMatchObject({ numero: 2, stato: 'bozza', corrente: 'N', voci: 4 });
    // Saved again: still version 2.
    const again = await call(REST_PATHS.policiesDraftSave, {
      categoria: 'privacypolicy',
      voci: JSON.stringify(items),
    });
    expect(again.json().data.versione.numero).toBe(2);
    // The public text is still version 1; the rossi user still has accepted it.
    const table = (await post(ctx.app, REST_PATHS.tableInfo, { tablename: 'privacypolicy' })).json().data;
    expect(table.versione).toBe(1);
    expect(table.privacypolicy).toHaveLength(3);
    const { headers } = await loginAs(ctx.app, 'rossi');
    expect((await currentUser(headers)).consensi.privacypolicy).toBe('S');
    expect(await readContentVersion(ctx.app.db)).toEqual(before);
  });

  it('refuses to publish a draft other than the one read', async () => {
    const response = await call(REST_PATHS.policiesPublish, { categoria: 'privacypolicy', numero: '3' });
    expect(response.statusCode).toBe(409);
    expect(response.json().errors[0]).toMatchObject({ code: 'CONFLICT', field: 'numero' });
  });

  it('publishes version 2: the public text changes, every user is asked again, old answers are refused', async () => {
    const { headers } = await loginAs(ctx.app, 'rossi');
    const before = await readContentVersion(ctx.app.db);
    const published = await call(REST_PATHS.policiesPublish, { categoria: 'privacypolicy', numero: '2' });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().data).toMatchObject({ corrente: 2 });
    expect(
      published.json().data.versioni.map((v: { numero: number; stato: string }) => [v.numero, v.stato]),
    ).toEqual([
      [2, 'pubblicata'],
      [1, 'pubblicata'],
    ]);
    expect(await readContentVersion(ctx.app.db)).toEqual({ versione: before.versione + 1, tipo: 'policy' });

    const table = (
      await post(ctx.app, REST_PATHS.tableInfo, { tablename: 'privacypolicy', Lingua: 'en' })
    ).json().data;
    expect(table.versione).toBe(2);
    expect(table.privacypolicy.at(-1)).toMatchObject({
      codice: 'PRIV04',
      descrizione: NEW_ITEM.descrizioneEn,
    });

    // rossi accepted version 1: now not accepted; the sale conditions are untouched.
    expect((await currentUser(headers)).consensi).toEqual({ privacypolicy: 'N', condizionidivendita: 'S' });
    // Answers for the text read before the change are refused.
    const stale = await call(REST_PATHS.setUserInfo, { ...PRIVACY_V1, Versione: '1' }, headers);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errors[0].title).toContain('updated while you were reading');
    // Answers to version 2 (one more item) accept it.
    const accepted = await call(
      REST_PATHS.setUserInfo,
      { ...PRIVACY_V1, Informazione_4: 'PRIV04', Valore_4: 'S', Versione: '2' },
      headers,
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data.utente.consensi.privacypolicy).toBe('S');
  });

  it('keeps the old version readable, and what each user accepted, of which version, when', async () => {
    expect((await versionItems(1)).map((i) => i.codice)).toEqual(['PRIV01', 'PRIV02', 'PRIV03']);
    const response = await call(REST_PATHS.policiesConsents, { utente: 'rossi' });
    expect(response.statusCode, response.body).toBe(200);
    const { accettazioni, risposte } = response.json().data;
    expect(accettazioni[0]).toMatchObject({ categoria: 'privacypolicy', versione: 2, valida: 'S' });
    expect(accettazioni[1]).toMatchObject({
      categoria: 'condizionidivendita',
      versione: 1,
      valida: 'S',
      data: '2026-01-15T09:00:00.000Z',
    });
    const privacy = risposte.filter((r: { categoria: string }) => r.categoria === 'privacypolicy');
    expect(privacy.map((r: { versione: number; voce: string }) => `${r.versione}:${r.voce}`)).toEqual([
      '2:PRIV04',
      '2:PRIV03',
      '2:PRIV02',
      '2:PRIV01',
      '1:PRIV03',
      '1:PRIV02',
      '1:PRIV01',
    ]);
    const list = (await call(REST_PATHS.policiesList, { categoria: 'privacypolicy' })).json().data.versioni;
    expect(list.map((v: { numero: number; accettazioni: number }) => [v.numero, v.accettazioni])).toEqual([
      [2, 1],
      [1, 11],
    ]);
    expect((await call(REST_PATHS.policiesConsents, { utente: 'nessuno' })).statusCode).toBe(404);
  });

  it('logs the draft, its changes and the publication', async () => {
    const response = await call(REST_PATHS.auditList, { entita: 'policy', chiave: 'privacypolicy' });
    const items: Array<{ azione: string; descrizione: string; modifiche: Array<{ campo: string }> }> =
      response.json().data.items;
    expect(items.map((e) => e.azione)).toEqual(['publish', 'create']);
    expect(items[0]?.descrizione).toBe('versione 2');
    expect(items[1]?.modifiche.map((c) => c.campo)).toContain('PRIV04.descrizioneIt');
  });

  it('discards a draft, and has none to publish afterwards', async () => {
    await call(REST_PATHS.policiesDraftSave, {
      categoria: 'condizionidivendita',
      voci: JSON.stringify([{ ...NEW_ITEM, codice: 'CV09' }]),
    });
    const discarded = await call(REST_PATHS.policiesDraftDelete, { categoria: 'condizionidivendita' });
    expect(discarded.statusCode, discarded.body).toBe(200);
    expect(discarded.json().data.versioni.map((v: { numero: number }) => v.numero)).toEqual([1]);
    expect(
      (await call(REST_PATHS.policiesPublish, { categoria: 'condizionidivendita', numero: '2' })).statusCode,
    ).toBe(404);
  });

  it('refuses agents, the sales office and customers', async () => {
    for (const [user, password] of [
      ['moretti', undefined],
      ['ufficio', 'Provvisoria1'],
      ['rossi', undefined],
    ] as const) {
      const { headers } = await loginAs(ctx.app, user, password);
      const response = await call(
        REST_PATHS.policiesPublish,
        { categoria: 'privacypolicy', numero: '3' },
        headers,
      );
      expect(response.statusCode).toBe(403);
    }
  });
});
