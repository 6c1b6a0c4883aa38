// Contract tests of POST /api/data/tableinfo (policy items) and POST /api/user/setuserinfo (consents):
// the acceptance rules of spec §5 and that a refused answer changes nothing.
import { REST_PATHS, tableInfoResponseSchema, type PolicyItem } from '@shop/contract';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { consentAnswers, users } from '../../src/db/schema';
import { loginAs } from '../helpers/login';
import { INTERNALS, post } from '../helpers/requests';
import { useTestApp } from '../helpers/test-app';

const ctx = useTestApp();
const db = () => ctx.database.handle.db;

async function table(tablename: string, extra: Record<string, string> = {}): Promise<PolicyItem[]> {
  const response = await post(ctx.app, REST_PATHS.tableInfo, { tablename, ...extra });
  expect(response.statusCode, response.body).toBe(200);
  const body = tableInfoResponseSchema.parse(response.json());
  if (!body.success) throw new Error('expected success');
  return Object.values(body.data)[0] as PolicyItem[];
}

/** What the user has stored: the consent timestamps and the number of answers. */
async function stored(username: string) {
  const [user] = await db().select().from(users).where(eq(users.username, username));
  const [answers] = await db()
    .select({ n: count() })
    .from(consentAnswers)
    .where(eq(consentAnswers.userId, user?.id ?? 0));
  return { privacy: user?.privacyAcceptedAt, sale: user?.saleConditionsAcceptedAt, answers: answers?.n };
}

describe('POST /api/data/tableinfo', () => {
  it('answers the privacy policy items under data.privacypolicy, in Italian by default', async () => {
    const response = await post(ctx.app, REST_PATHS.tableInfo, { tablename: 'privacypolicy' });
    const { data } = response.json();
    expect(Object.keys(data)).toEqual(['privacypolicy', 'versione']);
    expect(data.versione).toBe(1);
    expect(data.privacypolicy.map((item: PolicyItem) => item.codice)).toEqual(['PRIV01', 'PRIV02', 'PRIV03']);
    expect(data.privacypolicy[1]).toMatchObject({
      testo1: 'Acconsento',
      testo2: 'Non acconsento',
      testo3: '',
    });
  });

  it('answers the sale conditions in English, same codes', async () => {
    const [it, en] = [
      await table('condizionidivendita'),
      await table('condizionidivendita', { Lingua: 'en' }),
    ];
    expect(en.map((item) => item.codice)).toEqual(it.map((item) => item.codice));
    expect(en[2]).toMatchObject({
      codice: 'CV03',
      descrizione: 'Preferred delivery method',
      testo3: 'Collection at the warehouse',
    });
    // One checkbox item (only testo1) and one option item, as the modal needs.
    expect(it.some((item) => item.testo1 !== '' && item.testo2 === '')).toBe(true);
  });

  it.each([
    ['an unknown table', { tablename: 'users' }],
    ['no tablename', {}],
    ['SQL', { tablename: "privacypolicy'; DROP TABLE policy_items; --" }],
    ['a 10 kB name', { tablename: 'x'.repeat(10_240) }],
  ])('refuses %s with 422 on tablename', async (_, fields) => {
    const response = await post(ctx.app, REST_PATHS.tableInfo, fields);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({ code: 'VALIDATION', field: 'tablename' });
    for (const pattern of INTERNALS) expect(response.body).not.toMatch(pattern);
    expect(await table('privacypolicy')).toHaveLength(3);
  });
});

describe('POST /api/user/setuserinfo', () => {
  const PRIVACY = {
    Categoria: 'privacypolicy',
    Informazione_1: 'PRIV01',
    Valore_1: 'S',
    Informazione_2: 'PRIV02',
    Valore_2: '1',
    Informazione_3: 'PRIV03',
    Valore_3: '2',
  };
  const SALE = {
    Categoria: 'condizionidivendita',
    Informazione_1: 'CV01',
    Valore_1: 'S',
    Informazione_2: 'CV02',
    Valore_2: 'S',
    Informazione_3: 'CV03',
    Valore_3: '3',
  };

  it('stores the answers and sets the consents S, one document at a time', async () => {
    const { headers } = await loginAs(ctx.app, 'bianchi');
    const before = await stored('bianchi');
    expect(before).toMatchObject({ privacy: null, sale: null, answers: 0 });

    const privacy = await post(ctx.app, REST_PATHS.setUserInfo, PRIVACY, { headers });
    expect(privacy.statusCode, privacy.body).toBe(200);
    expect(privacy.json().data.utente.consensi).toEqual({ privacypolicy: 'S', condizionidivendita: 'N' });

    const sale = await post(ctx.app, REST_PATHS.setUserInfo, SALE, { headers });
    expect(sale.json().data.utente.consensi).toEqual({ privacypolicy: 'S', condizionidivendita: 'S' });
    const rows = await db()
      .select()
      .from(consentAnswers)
      .where(
        eq(
          consentAnswers.userId,
          (await db().select().from(users).where(eq(users.username, 'bianchi')))[0]?.id ?? 0,
        ),
      );
    expect(rows.map((row) => [row.category, row.itemCode, row.value])).toEqual([
      ['privacypolicy', 'PRIV01', 'S'],
      ['privacypolicy', 'PRIV02', '1'],
      ['privacypolicy', 'PRIV03', '2'],
      ['condizionidivendita', 'CV01', 'S'],
      ['condizionidivendita', 'CV02', 'S'],
      ['condizionidivendita', 'CV03', '3'],
    ]);
  });

  it.each([
    [
      'an unticked mandatory checkbox',
      { Valore_1: 'N' },
      'Valore_1',
      'Per proseguire occorre accettare «Informativa sul trattamento dei dati personali (art. 13 Regolamento UE 2016/679)».',
    ],
    [
      'an empty option',
      { Valore_2: '' },
      'Valore_2',
      'Scegli una delle opzioni previste per «Invio di offerte e comunicazioni commerciali via e-mail».',
    ],
    [
      'an option without a text (3 of 2)',
      { Valore_3: '3' },
      'Valore_3',
      'Scegli una delle opzioni previste per «Analisi degli acquisti per proposte personalizzate (profilazione)».',
    ],
    [
      'an option out of 1–5',
      { Valore_2: '7' },
      'Valore_2',
      'Scegli una delle opzioni previste per «Invio di offerte e comunicazioni commerciali via e-mail».',
    ],
    [
      'an item left out',
      { Informazione_3: undefined, Valore_3: undefined },
      'Informazione',
      'Seleziona tutti i campi obbligatori: manca «Analisi degli acquisti per proposte personalizzate (profilazione)».',
    ],
    [
      'an unknown item',
      { Informazione_4: 'CV01', Valore_4: 'S' },
      'Informazione_4',
      'La voce «CV01» non fa parte di questo documento.',
    ],
    [
      'an item twice',
      { Informazione_4: 'PRIV01', Valore_4: 'S' },
      'Informazione_4',
      'La voce «PRIV01» compare più di una volta.',
    ],
    [
      'a value without its item',
      { Informazione_1: undefined },
      'Informazione_1',
      'Il campo «Informazione_1» è obbligatorio.',
    ],
    [
      'a 10 kB value',
      { Valore_1: 'S'.repeat(10_240) },
      'Valore_1',
      'Il campo «Valore_1» è troppo lungo (massimo 32 caratteri).',
    ],
    [
      'an unknown Categoria',
      { Categoria: 'cookie' },
      'Categoria',
      'Il valore del campo «Categoria» non è ammesso (valori ammessi: privacypolicy, condizionidivendita).',
    ],
  ])('refuses %s with 422 on the field and stores nothing', async (_, change, field, title) => {
    const { headers } = await loginAs(ctx.app, 'colombo');
    await db().update(users).set({ privacyAcceptedAt: null }).where(eq(users.username, 'colombo'));
    const before = await stored('colombo');
    const fields = Object.fromEntries(
      Object.entries({ ...PRIVACY, ...change }).filter(
        (entry): entry is [string, string] => entry[1] !== undefined,
      ),
    );
    const response = await post(ctx.app, REST_PATHS.setUserInfo, fields, { headers });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toEqual({ code: 'VALIDATION', field, title });
    expect(await stored('colombo')).toEqual(before);
  });

  it('accepts a ticked checkbox as HTML forms send it (on) and answers errors in English', async () => {
    const { headers } = await loginAs(ctx.app, 'gallo');
    const ok = await post(
      ctx.app,
      REST_PATHS.setUserInfo,
      { ...SALE, Valore_1: 'on', Valore_2: 'true' },
      { headers },
    );
    expect(ok.statusCode).toBe(200);
    const refused = await post(
      ctx.app,
      REST_PATHS.setUserInfo,
      { ...SALE, Valore_3: '', Lingua: 'en' },
      { headers },
    );
    expect(refused.json().errors[0].title).toBe(
      'Please choose one of the options of “Preferred delivery method”.',
    );
  });

  it('needs a logged-in user', async () => {
    const response = await post(ctx.app, REST_PATHS.setUserInfo, PRIVACY);
    expect(response.statusCode).toBe(401);
  });
});
