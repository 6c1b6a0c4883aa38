// The shop's configuration entries in Italian and English: menus, footer, settings, help boxes, policies.
// The company ("Ingrosso Bellini S.p.A.", Bologna) is fictitious; its contacts are plausible but invented.
import type { ConfigTipo } from '@shop/contract';
import { CONTENT_ENTRIES } from './config-content';
import type { ConfigSeed } from './config-seed';

const setting = (tipo: ConfigTipo, value: string): ConfigSeed => ({
  tipo,
  id: tipo,
  it: { titolo: tipo, descrizione: value },
});

/** Settings read by the web app: the value is in `descrizione`. */
const SETTINGS: ConfigSeed[] = [
  setting('Set_Round', '2'),
  setting('Set_RoundInt', '2'),
  setting('Set_NumRes_B2B', '12'),
  setting('Set_NumRes_INT', '24'),
  setting('Set_AddRemoveQta', 'CF'),
  setting('Set_AddRemoveQtaB2B', 'CF'),
  setting('Set_Ban_XS_Visible', 'S'),
  setting('Parametro1', 'p1'),
  setting('Parametro1B2B', 'p1b2b'),
  setting('Parametro2', 'p2'),
  setting('Parametro3', 'p3'),
  setting('Set_Col_CodArt2', 'N'),
  setting('Default_TipoOrdine', 'ORD'),
  setting('Set_LinguaEN', 'S'),
  setting('Set_PrezziVisitatori', 'N'),
  setting('Set_CarrelloVisitatori', 'S'),
];

const MENU: ConfigSeed[] = [
  { tipo: 'Menu', id: 'home', riga: 1, link: '/', icon: 'home', it: { titolo: 'Home' } },
  {
    tipo: 'Menu',
    id: 'offers',
    riga: 2,
    link: '/offerte?type=P',
    icon: 'percent',
    it: { titolo: 'Offerte' },
    en: { titolo: 'Offers' },
  },
  {
    tipo: 'Menu',
    id: 'news',
    riga: 3,
    link: '/novita?type=N',
    icon: 'sparkles',
    it: { titolo: 'Novità' },
    en: { titolo: 'New arrivals' },
  },
  {
    tipo: 'Menu',
    id: 'highlights',
    riga: 4,
    link: '/inevidenza?type=E',
    icon: 'star',
    it: { titolo: 'In evidenza' },
    en: { titolo: 'Highlights' },
  },
  { tipo: 'Menu', id: 'outlet', riga: 5, link: '/outlet?type=O', icon: 'tag', it: { titolo: 'Outlet' } },
  {
    tipo: 'Menu',
    id: 'contacts',
    riga: 6,
    link: '/pages/contatti',
    icon: 'mail',
    it: { titolo: 'Contatti' },
    en: { titolo: 'Contact us' },
  },
];

const LEFT_MENU: ConfigSeed[] = [
  { tipo: 'LeftMenu', id: 'products', riga: 1, it: { titolo: 'Prodotti' }, en: { titolo: 'Products' } },
  {
    tipo: 'LeftMenu',
    id: 'promotions',
    riga: 2,
    link: '/offerte?type=P',
    it: { titolo: 'Promozioni' },
    en: { titolo: 'Promotions' },
  },
  {
    tipo: 'LeftMenu',
    id: 'highlights',
    riga: 3,
    link: '/inevidenza?type=E',
    it: { titolo: 'In evidenza' },
    en: { titolo: 'Highlights' },
  },
  {
    tipo: 'LeftMenu',
    id: 'news',
    riga: 4,
    link: '/novita?type=N',
    it: { titolo: 'Novità' },
    en: { titolo: 'New arrivals' },
  },
  {
    tipo: 'LeftMenu',
    id: 'favourites',
    riga: 5,
    link: '/preferiti?type=F',
    it: { titolo: 'Preferiti' },
    en: { titolo: 'Favourites' },
  },
  { tipo: 'LeftMenu', id: 'outlet', riga: 6, link: '/outlet?type=O', it: { titolo: 'Outlet' } },
  { tipo: 'LeftMenu', id: 'categories', riga: 7, it: { titolo: 'Categorie' }, en: { titolo: 'Categories' } },
  { tipo: 'LeftMenu', id: 'brands', riga: 8, it: { titolo: 'Marchi' }, en: { titolo: 'Brands' } },
];

/** [Italian text, English text when it differs] */
type FooterLine = readonly [it: string, en?: string];

/** One footer column: the first line is its section title (flagTitolo 'S'); a line's text is in titolo and descrizione. */
function footerColumn(colonna: number, lines: FooterLine[]): ConfigSeed[] {
  return lines.map(([it, en = it], i) => ({
    tipo: 'Footer',
    id: `footer-${colonna}-${i + 1}`,
    colonna,
    riga: i + 1,
    flagTitolo: i === 0 ? 'S' : 'N',
    it: { titolo: it, descrizione: it },
    en: { titolo: en, descrizione: en },
  }));
}

const FOOTER: ConfigSeed[] = [
  ...footerColumn(1, [
    ['Ingrosso Bellini S.p.A.'],
    ["Via dell'Industria 24, 40138 Bologna (BO)"],
    ['P.IVA e C.F. 03958270371', 'VAT no. IT03958270371'],
    ['REA BO-412587 · Capitale sociale € 500.000 i.v.', 'REA BO-412587 · Share capital € 500,000 fully paid'],
  ]),
  ...footerColumn(2, [
    ['Contatti', 'Contacts'],
    ['Tel. +39 051 634 2190', 'Phone +39 051 634 2190'],
    ['ordini@ingrossobellini.it'],
    ['PEC ingrossobellini@pec.it', 'Certified email ingrossobellini@pec.it'],
  ]),
  ...footerColumn(3, [
    ['Orari del cash & carry', 'Cash & carry opening hours'],
    ['Lunedì–venerdì 7:00–13:00 e 14:30–18:30', 'Monday–Friday 7:00–13:00 and 14:30–18:30'],
    ['Sabato 7:00–12:30', 'Saturday 7:00–12:30'],
    ['Domenica e festivi chiuso', 'Closed on Sundays and public holidays'],
  ]),
  ...footerColumn(4, [
    ['Servizi', 'Services'],
    ['Consegna in 24/48 ore in Emilia-Romagna', 'Delivery in 24/48 hours across Emilia-Romagna'],
    ['Ordine minimo 150 € + IVA', 'Minimum order € 150 + VAT'],
    ['Pagamento con bonifico, RiBa o alla consegna', 'Payment by bank transfer, RiBa or on delivery'],
  ]),
];

type BottomLink = [it: string, en: string, link: string];

/** One bottom-menu column of links under a section title. */
function bottomColumn(colonna: number, title: [it: string, en: string], links: BottomLink[]): ConfigSeed[] {
  const head: ConfigSeed = {
    tipo: 'BottomMenu',
    id: `bottom-${colonna}-title`,
    colonna,
    riga: 1,
    flagTitolo: 'S',
    it: { titolo: title[0] },
    en: { titolo: title[1] },
  };
  return [
    head,
    ...links.map(([it, en, link], i): ConfigSeed => ({
      tipo: 'BottomMenu',
      id: `bottom-${colonna}-${i + 1}`,
      colonna,
      riga: i + 2,
      link,
      it: { titolo: it },
      en: { titolo: en },
    })),
  ];
}

const SOCIAL = ['facebook', 'instagram', 'linkedin', 'youtube'] as const;
const SOCIAL_URL: Record<(typeof SOCIAL)[number], [name: string, url: string]> = {
  facebook: ['Facebook', 'https://www.facebook.com/ingrossobellini'],
  instagram: ['Instagram', 'https://www.instagram.com/ingrossobellini'],
  linkedin: ['LinkedIn', 'https://www.linkedin.com/company/ingrosso-bellini'],
  youtube: ['YouTube', 'https://www.youtube.com/@ingrossobellini'],
};

const BOTTOM_MENU: ConfigSeed[] = [
  ...bottomColumn(
    1,
    ['Azienda', 'Company'],
    [
      ['Chi siamo', 'About us', '/pages/chi-siamo'],
      ['I nostri marchi', 'Our brands', '/pages/marchi'],
      ['Lavora con noi', 'Careers', '/pages/lavora-con-noi'],
    ],
  ),
  ...bottomColumn(
    2,
    ['Servizio clienti', 'Customer service'],
    [
      ['Contatti', 'Contact us', '/pages/contatti'],
      ['Spedizioni e consegne', 'Shipping and delivery', '/pages/spedizioni'],
      ['Resi e reclami', 'Returns and complaints', '/pages/resi'],
      ['Domande frequenti', 'FAQ', '/pages/faq'],
    ],
  ),
  ...bottomColumn(
    3,
    ['Note legali', 'Legal'],
    [
      ['Informativa privacy', 'Privacy policy', '/pages/privacy-policy'],
      ['Cookie policy', 'Cookie policy', '/pages/cookie-policy'],
      ['Condizioni di vendita', 'Terms of sale', '/pages/condizioni-di-vendita'],
    ],
  ),
  ...bottomColumn(4, ['Seguici', 'Follow us'], []),
  ...SOCIAL.map((social, i): ConfigSeed => {
    const [name, url] = SOCIAL_URL[social];
    return {
      tipo: 'BottomMenu',
      id: `bottom-4-${social}`,
      colonna: 4,
      riga: i + 2,
      link: url,
      icon: social,
      social,
      it: { titolo: name },
    };
  }),
];

/** Every configuration entry, in the order they are inserted. */
export const CONFIG_ENTRIES: readonly ConfigSeed[] = [
  ...SETTINGS,
  ...MENU,
  ...LEFT_MENU,
  ...FOOTER,
  ...BOTTOM_MENU,
  ...CONTENT_ENTRIES,
];
