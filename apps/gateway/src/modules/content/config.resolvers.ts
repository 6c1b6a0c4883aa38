import type { Resolvers } from '../../generated/resolvers-types';
import { toGraphqlLanguage, toRestLanguage } from '../../kernel/language';
import { footerColumns, menuLinks } from './config.mapping';
import { contactForm, helpBoxes, policies, registrationButtons, shopMessages } from './config.content';

export const configResolvers: Resolvers = {
  Query: {
    config: async (_root, { language }, { loaders }) => {
      const lang = toRestLanguage(language);
      return { language: lang, entries: await loaders.config.load(lang) };
    },
  },
  Config: {
    language: (config) => toGraphqlLanguage(config.language),
    menu: (config) => menuLinks(config.entries, 'Menu'),
    leftMenu: (config) => menuLinks(config.entries, 'LeftMenu'),
    bottomMenu: (config) => footerColumns(config.entries, 'BottomMenu'),
    footer: (config) => footerColumns(config.entries, 'Footer'),
    help: (config) => helpBoxes(config.entries),
    messages: (config) => shopMessages(config.entries),
    policies: (config) => policies(config.entries),
    registrationButtons: (config) => registrationButtons(config.entries),
    contactForm: (config) => contactForm(config.entries),
    entries: (config) => config.entries,
  },
  ConfigEntry: {
    kind: (e) => e.tipo,
    key: (e) => e.id,
    title: (e) => e.titolo,
    description: (e) => e.descrizione,
    row: (e) => e.riga,
    column: (e) => e.colonna,
    isSectionTitle: (e) => e.flagTitolo === 'S',
  },
};
