// GraphQL results for the Shell query, as the gateway would send them, in both languages.
import type { MockLink } from '@apollo/client/testing';
import { ShellQuery } from '../app/layout/useShellData';
import type { Language } from '../gql/graphql';

const category = (treeId: string, code: string, label: string, children: object[] = []) => ({
  __typename: 'Category',
  treeId,
  code,
  label,
  children,
});

const link = (key: string, title: string, linkTo: string) => ({
  __typename: 'MenuLink',
  key,
  title,
  link: linkTo,
  icon: '',
});

const line = (key: string, fields: Partial<Record<string, unknown>>) => ({
  __typename: 'FooterLine',
  key,
  title: '',
  text: '',
  link: '',
  icon: '',
  social: null,
  isSectionTitle: false,
  ...fields,
});

const texts = {
  IT: {
    menu: ['Chi siamo', 'Contatti'],
    left: ['Prodotti', 'Promozioni', 'Preferiti', 'Categorie'],
    categories: ['Cancelleria', 'Carta per ufficio', 'Risme A4', 'Igiene e pulizia'],
    footerTitle: 'Assistenza clienti',
  },
  EN: {
    menu: ['About us', 'Contact'],
    left: ['Products', 'Promotions', 'Favourites', 'Categories'],
    categories: ['Stationery', 'Office paper', 'A4 reams', 'Cleaning and hygiene'],
    footerTitle: 'Customer care',
  },
} as const;

export function layoutData(language: Language, { englishEnabled = true } = {}) {
  const t = texts[language];
  return {
    config: {
      __typename: 'Config',
      settings: { __typename: 'ShopSettings', englishEnabled },
      messages: { __typename: 'ShopMessages', topNotice: null },
      menu: [
        link('about', t.menu[0], '/pages/about'),
        link('contact', t.menu[1], 'https://example.com/contact'),
      ],
      leftMenu: [
        link('products', t.left[0], ''),
        link('promotions', t.left[1], '/offerte?type=P'),
        link('favourites', t.left[2], '/preferiti?type=F'),
        link('categories', t.left[3], ''),
      ],
      bottomMenu: [
        {
          __typename: 'FooterColumn',
          column: 1,
          lines: [
            line('b1', { title: 'Informazioni', isSectionTitle: true }),
            line('b2', { title: 'Condizioni di vendita', link: '/pages/conditions' }),
          ],
        },
        {
          __typename: 'FooterColumn',
          column: 2,
          lines: [
            line('s1', { title: 'Facebook', link: 'https://facebook.com/example', social: 'facebook' }),
            line('s2', { title: '', link: 'https://linkedin.com/company/example', social: 'linkedin' }),
          ],
        },
      ],
      footer: [
        {
          __typename: 'FooterColumn',
          column: 1,
          lines: [
            line('f1', { title: t.footerTitle, isSectionTitle: true }),
            line('f2', { title: 'Tel.', text: '+39 071 000000' }),
            line('f3', { text: 'info@example.com', link: 'mailto:info@example.com' }),
          ],
        },
        {
          __typename: 'FooterColumn',
          column: 3,
          lines: [line('f4', { text: 'P.IVA 01234567890' })],
        },
      ],
    },
    categories: [
      category('1||#||01', '01', t.categories[0], [
        category('2||#||01.01', '01.01', t.categories[1], [
          category('3||#||01.01.01', '01.01.01', t.categories[2]),
        ]),
      ]),
      category('4||#||02', '02', t.categories[3]),
    ],
  };
}

export const layoutTexts = texts;

export function layoutMock(
  language: Language,
  options?: { englishEnabled?: boolean },
): MockLink.MockedResponse {
  return {
    request: { query: ShellQuery, variables: { language } },
    result: { data: layoutData(language, options) },
  };
}
