// Config's help boxes, messages, policies, registration buttons, contact form and typed settings,
// as an integrator reads them, from the REST entries of spec §3.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { configAnswer, entry } from './support/config-entries';
import { startFakeApi, type FakeApi } from './support/fake-api';
import { graphql, startGateway } from './support/gateway';

let api: FakeApi;
let gateway: FastifyInstance;

beforeAll(async () => {
  api = await startFakeApi();
  gateway = await startGateway(api.url, { PUBLIC_CACHE_TTL_MS: '0' });
});
afterAll(async () => {
  await gateway.close();
  await api.close();
});

const CONTENT = `{ config(language: IT) {
  help { contact { key title text link icon } video { title link } link { title link } html { text } faq { key question answer } }
  messages { topNotice { title text } cartMessage { text } }
  policies { privacy { title summary link } cookies { title link } }
  registrationButtons { audience title text link icon }
  contactForm { key label hint }
} }`;

const SETTINGS = `{ config(language: IT) { settings {
  englishEnabled priceDecimals internalPriceDecimals pageSize internalPageSize quantityMode businessQuantityMode
  smallScreenBanner showSecondCode defaultOrderType priceLists { p1 p1B2B p2 p3 }
} } }`;

describe('config content', () => {
  it('types help boxes, FAQ, messages, policies, registration buttons and the contact form', async () => {
    api.answer(
      '/api/user/config',
      configAnswer([
        entry({
          tipo: 'Assistenza_Contatti',
          id: 'contacts',
          titolo: 'Serve aiuto?',
          descrizione: 'Chiama',
          link: 'tel:+39051',
          icon: 'phone',
        }),
        entry({ tipo: 'Assistenza_Video', id: 'video', titolo: 'Video guide', link: 'https://v.example' }),
        entry({ tipo: 'Assistenza_Html', id: 'quick', descrizione: '<p>Ordine <strong>rapido</strong></p>' }),
        entry({
          tipo: 'Assistenza_Faq',
          id: 'faq-2',
          riga: 2,
          titolo: 'Quando arriva?',
          descrizione: '24/48 ore',
        }),
        entry({
          tipo: 'Assistenza_Faq',
          id: 'faq-1',
          riga: 1,
          titolo: 'Ordine minimo?',
          descrizione: '150 €',
        }),
        entry({ tipo: 'Msg01', id: 'top', titolo: 'Avviso', descrizione: 'Consegna gratuita' }),
        entry({
          tipo: 'PrivacyPolicy',
          id: 'pp',
          titolo: 'Privacy',
          descrizione: 'Come trattiamo i dati',
          link: '/pages/privacy',
        }),
        entry({ tipo: 'RegButtonCli', id: 'cli', titolo: 'Sei già cliente?', link: '/register?type=cli' }),
        entry({
          tipo: 'RegButtonAzi',
          id: 'azi',
          titolo: 'Registra la tua azienda',
          descrizione: 'Con P.IVA',
          link: '/register?type=azi',
          icon: 'briefcase',
        }),
        entry({ tipo: 'Form', id: 'vat', riga: 2, titolo: 'Partita IVA', descrizione: '11 cifre' }),
        entry({ tipo: 'Form', id: 'company', riga: 1, titolo: 'Ragione sociale' }),
      ]),
    );
    const { body } = await graphql(gateway, CONTENT);
    expect(body.errors).toBeUndefined();
    expect(body.data?.config).toEqual({
      help: {
        contact: {
          key: 'contacts',
          title: 'Serve aiuto?',
          text: 'Chiama',
          link: 'tel:+39051',
          icon: 'phone',
        },
        video: { title: 'Video guide', link: 'https://v.example' },
        link: null,
        html: { text: '<p>Ordine <strong>rapido</strong></p>' },
        faq: [
          { key: 'faq-1', question: 'Ordine minimo?', answer: '150 €' },
          { key: 'faq-2', question: 'Quando arriva?', answer: '24/48 ore' },
        ],
      },
      messages: { topNotice: { title: 'Avviso', text: 'Consegna gratuita' }, cartMessage: null },
      policies: {
        privacy: { title: 'Privacy', summary: 'Come trattiamo i dati', link: '/pages/privacy' },
        cookies: null,
      },
      registrationButtons: [
        {
          audience: 'BUSINESS',
          title: 'Registra la tua azienda',
          text: 'Con P.IVA',
          link: '/register?type=azi',
          icon: 'briefcase',
        },
        {
          audience: 'EXISTING_CUSTOMER',
          title: 'Sei già cliente?',
          text: '',
          link: '/register?type=cli',
          icon: '',
        },
      ],
      contactForm: [
        { key: 'company', label: 'Ragione sociale', hint: '' },
        { key: 'vat', label: 'Partita IVA', hint: '11 cifre' },
      ],
    });
  });
});

describe('config settings', () => {
  it('reads every typed setting', async () => {
    const set = (tipo: Parameters<typeof entry>[0]['tipo'], value: string) =>
      entry({ tipo, id: tipo, titolo: tipo, descrizione: value });
    api.answer(
      '/api/user/config',
      configAnswer([
        set('Set_LinguaEN', 'S'),
        set('Set_Round', '2'),
        set('Set_RoundInt', '3'),
        set('Set_NumRes_B2B', '24'),
        set('Set_NumRes_INT', '48'),
        set('Set_AddRemoveQta', 'PZ'),
        set('Set_AddRemoveQtaB2B', 'CF'),
        set('Set_Ban_XS_Visible', 'N'),
        set('Set_Col_CodArt2', 'S'),
        set('Default_TipoOrdine', 'ORD'),
        set('Parametro1', 'L01'),
        set('Parametro1B2B', 'L02'),
        set('Parametro2', 'L03'),
        set('Parametro3', ' '),
      ]),
    );
    const { body } = await graphql(gateway, SETTINGS);
    expect(body.data?.config).toEqual({
      settings: {
        englishEnabled: true,
        priceDecimals: 2,
        internalPriceDecimals: 3,
        pageSize: 24,
        internalPageSize: 48,
        quantityMode: 'UNIT',
        businessQuantityMode: 'PACK',
        smallScreenBanner: false,
        showSecondCode: true,
        defaultOrderType: 'ORD',
        priceLists: { p1: 'L01', p1B2B: 'L02', p2: 'L03', p3: null },
      },
    });
  });

  it("falls back to the spec's defaults for missing or unreadable settings", async () => {
    api.answer(
      '/api/user/config',
      configAnswer([
        entry({ tipo: 'Set_NumRes_B2B', id: 'n', descrizione: '0' }),
        entry({ tipo: 'Set_NumRes_INT', id: 'i', descrizione: 'dodici' }),
        entry({ tipo: 'Set_Ban_XS_Visible', id: 'b', descrizione: '?' }),
      ]),
    );
    const { body } = await graphql(gateway, SETTINGS);
    expect(body.data?.config).toEqual({
      settings: {
        englishEnabled: false,
        priceDecimals: 0,
        internalPriceDecimals: 0,
        pageSize: 12,
        internalPageSize: 12,
        quantityMode: 'PACK',
        businessQuantityMode: 'PACK',
        smallScreenBanner: true,
        showSecondCode: false,
        defaultOrderType: null,
        priceLists: { p1: null, p1B2B: null, p2: null, p3: null },
      },
    });
  });
});
