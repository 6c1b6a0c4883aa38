// Configuration entries with prose: top notices, help boxes, policies, registration buttons, contact form.
import type { ConfigSeed } from './config-seed';

const MESSAGES: ConfigSeed[] = [
  {
    tipo: 'Msg01',
    id: 'top-notice',
    it: {
      titolo: 'Avviso',
      descrizione:
        'Consegna gratuita per ordini superiori a 300 € + IVA. Gli ordini ricevuti entro le 12:00 partono in giornata.',
    },
    en: {
      titolo: 'Notice',
      descrizione: 'Free delivery on orders over € 300 + VAT. Orders received by 12:00 ship the same day.',
    },
  },
  {
    tipo: 'Message',
    id: 'cart-message',
    it: {
      titolo: 'Carrello',
      descrizione: 'I prezzi sono IVA esclusa. Le quantità sono arrotondate al collo di vendita.',
    },
    en: { titolo: 'Cart', descrizione: 'Prices exclude VAT. Quantities are rounded up to the selling pack.' },
  },
];

const HELP: ConfigSeed[] = [
  {
    tipo: 'Assistenza_Contatti',
    id: 'contacts',
    link: 'tel:+390516342190',
    icon: 'phone',
    it: {
      titolo: 'Serve aiuto?',
      descrizione:
        'Chiama il servizio clienti al +39 051 634 2190 (lun–ven 8:30–18:00) o scrivi a assistenza@ingrossobellini.it.',
    },
    en: {
      titolo: 'Need help?',
      descrizione:
        'Call customer service on +39 051 634 2190 (Mon–Fri 8:30–18:00) or write to assistenza@ingrossobellini.it.',
    },
  },
  {
    tipo: 'Assistenza_Video',
    id: 'video',
    link: 'https://www.youtube.com/@ingrossobellini',
    icon: 'video',
    it: {
      titolo: 'Video guide',
      descrizione: 'Come cercare i prodotti, usare i preferiti e inviare un ordine in pochi clic.',
    },
    en: {
      titolo: 'Video guides',
      descrizione: 'How to find products, use favourites and send an order in a few clicks.',
    },
  },
  {
    tipo: 'Assistenza_Url',
    id: 'help-centre',
    link: '/pages/assistenza',
    icon: 'life-buoy',
    it: {
      titolo: 'Centro assistenza',
      descrizione: 'Guide, condizioni di consegna e moduli per resi e reclami.',
    },
    en: {
      titolo: 'Help centre',
      descrizione: 'Guides, delivery terms and forms for returns and complaints.',
    },
  },
  {
    tipo: 'Assistenza_Html',
    id: 'quick-order',
    icon: 'zap',
    it: {
      titolo: 'Ordine rapido',
      descrizione:
        '<p>Conosci già i codici? Dal <strong>carrello</strong> puoi incollare codice e quantità, una riga per articolo.</p>',
    },
    en: {
      titolo: 'Quick order',
      descrizione:
        '<p>Already know the codes? In the <strong>cart</strong> you can paste code and quantity, one line per item.</p>',
    },
  },
  ...(
    [
      [
        [
          'Qual è l’ordine minimo?',
          'Il minimo d’ordine è di 150 € + IVA; sotto questa soglia si applica un contributo di consegna di 15 €.',
        ],
        [
          'What is the minimum order?',
          'The minimum order is € 150 + VAT; below it a € 15 delivery charge applies.',
        ],
      ],
      [
        [
          'Quando arriva la merce?',
          'In Emilia-Romagna entro 24/48 ore lavorative; nel resto d’Italia in 3–5 giorni lavorativi.',
        ],
        [
          'When will my goods arrive?',
          'Within 24/48 working hours in Emilia-Romagna; 3–5 working days elsewhere in Italy.',
        ],
      ],
      [
        [
          'Posso ritirare in magazzino?',
          'Sì: scegli «Ritiro al cash & carry» e presenta il numero d’ordine al banco accettazione.',
        ],
        [
          'Can I collect from the warehouse?',
          'Yes: choose “Cash & carry collection” and show the order number at the trade counter.',
        ],
      ],
      [
        [
          'Come richiedo una fattura?',
          'La fattura elettronica è inviata al tuo codice SDI o alla PEC indicata in anagrafica.',
        ],
        [
          'How do I get an invoice?',
          'The e-invoice is sent to the SDI code or certified email in your customer profile.',
        ],
      ],
    ] as const
  ).map(([[qIt, aIt], [qEn, aEn]], i): ConfigSeed => ({
    tipo: 'Assistenza_Faq',
    id: `faq-${i + 1}`,
    riga: i + 1,
    it: { titolo: qIt, descrizione: aIt },
    en: { titolo: qEn, descrizione: aEn },
  })),
];

const POLICIES: ConfigSeed[] = [
  {
    tipo: 'PrivacyPolicy',
    id: 'privacy-policy',
    link: '/pages/privacy-policy',
    it: {
      titolo: 'Informativa sulla privacy',
      descrizione: 'Come trattiamo i dati personali dei clienti (Reg. UE 2016/679).',
    },
    en: {
      titolo: 'Privacy policy',
      descrizione: 'How we process customers’ personal data (EU Regulation 2016/679).',
    },
  },
  {
    tipo: 'CookiePolicy',
    id: 'cookie-policy',
    link: '/pages/cookie-policy',
    it: {
      titolo: 'Cookie policy',
      descrizione: 'Quali cookie usa il sito e come gestire le tue preferenze.',
    },
    en: {
      titolo: 'Cookie policy',
      descrizione: 'Which cookies the site uses and how to manage your preferences.',
    },
  },
];

const REGISTRATION: ConfigSeed[] = [
  {
    tipo: 'RegButtonPri',
    id: 'register-private',
    link: '/register?type=pri',
    icon: 'user',
    it: {
      titolo: 'Registrati come privato',
      descrizione: 'Acquista al cash & carry con la tessera personale.',
    },
    en: {
      titolo: 'Register as a private customer',
      descrizione: 'Shop at the cash & carry with a personal card.',
    },
  },
  {
    tipo: 'RegButtonAzi',
    id: 'register-business',
    link: '/register?type=azi',
    icon: 'briefcase',
    it: {
      titolo: 'Registra la tua azienda',
      descrizione: 'Negozi, bar, ristoranti e uffici con partita IVA.',
    },
    en: {
      titolo: 'Register your business',
      descrizione: 'Shops, bars, restaurants and offices with a VAT number.',
    },
  },
  {
    tipo: 'RegButtonCli',
    id: 'register-customer',
    link: '/register?type=cli',
    icon: 'key',
    it: {
      titolo: 'Sei già cliente? Richiedi l’accesso',
      descrizione: 'Ti serve il codice cliente che trovi in fattura.',
    },
    en: {
      titolo: 'Already a customer? Request access',
      descrizione: 'You need the customer code printed on your invoices.',
    },
  },
];

/** The contact form's fields, in order: titolo is the label, descrizione the hint. */
const FORM: ConfigSeed[] = (
  [
    [
      'company',
      ['Ragione sociale', 'Come compare in fattura'],
      ['Company name', 'As it appears on invoices'],
    ],
    ['vat', ['Partita IVA', '11 cifre'], ['VAT number', '11 digits']],
    ['email', ['Email', 'Ti risponderemo a questo indirizzo'], ['Email', 'We will reply to this address']],
    ['phone', ['Telefono', 'Facoltativo'], ['Phone', 'Optional']],
    ['message', ['Messaggio', 'Scrivi la tua richiesta'], ['Message', 'Write your request']],
  ] as const
).map(([id, [tIt, dIt], [tEn, dEn]], i) => ({
  tipo: 'Form',
  id,
  riga: i + 1,
  it: { titolo: tIt, descrizione: dIt },
  en: { titolo: tEn, descrizione: dEn },
}));

export const CONTENT_ENTRIES: readonly ConfigSeed[] = [
  ...MESSAGES,
  ...HELP,
  ...POLICIES,
  ...REGISTRATION,
  ...FORM,
];
