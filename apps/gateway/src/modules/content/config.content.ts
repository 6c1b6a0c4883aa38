// The prose entries of the configuration: help boxes, messages, policies, registration buttons and
// the contact form, typed for the GraphQL Config.
import type { ConfigEntry, ConfigTipo } from '@shop/contract';
import type {
  ContentBlock,
  FaqItem,
  FormField,
  HelpBoxes,
  Policies,
  PolicyLink,
  RegistrationAudience,
  RegistrationButton,
  ShopMessages,
} from '../../generated/resolvers-types';
import { ofTipo } from './config.mapping';

function block(entries: ConfigEntry[], tipo: ConfigTipo): ContentBlock | null {
  const e = ofTipo(entries, tipo)[0];
  return e ? { key: e.id, title: e.titolo, text: e.descrizione, link: e.link, icon: e.icon } : null;
}

export function helpBoxes(entries: ConfigEntry[]): HelpBoxes {
  const faq: FaqItem[] = ofTipo(entries, 'Assistenza_Faq').map((e) => ({
    key: e.id,
    question: e.titolo,
    answer: e.descrizione,
  }));
  return {
    contact: block(entries, 'Assistenza_Contatti'),
    video: block(entries, 'Assistenza_Video'),
    link: block(entries, 'Assistenza_Url'),
    html: block(entries, 'Assistenza_Html'),
    faq,
  };
}

export function shopMessages(entries: ConfigEntry[]): ShopMessages {
  return { topNotice: block(entries, 'Msg01'), cartMessage: block(entries, 'Message') };
}

function policy(entries: ConfigEntry[], tipo: 'PrivacyPolicy' | 'CookiePolicy'): PolicyLink | null {
  const e = ofTipo(entries, tipo)[0];
  return e ? { title: e.titolo, summary: e.descrizione, link: e.link } : null;
}

export function policies(entries: ConfigEntry[]): Policies {
  return { privacy: policy(entries, 'PrivacyPolicy'), cookies: policy(entries, 'CookiePolicy') };
}

const REGISTRATION: ReadonlyArray<[ConfigTipo, RegistrationAudience]> = [
  ['RegButtonPri', 'PRIVATE'],
  ['RegButtonAzi', 'BUSINESS'],
  ['RegButtonCli', 'EXISTING_CUSTOMER'],
];

export function registrationButtons(entries: ConfigEntry[]): RegistrationButton[] {
  return REGISTRATION.flatMap(([tipo, audience]) =>
    ofTipo(entries, tipo).map((e) => ({
      audience,
      title: e.titolo,
      text: e.descrizione,
      link: e.link,
      icon: e.icon,
    })),
  );
}

export function contactForm(entries: ConfigEntry[]): FormField[] {
  return ofTipo(entries, 'Form').map((e) => ({ key: e.id, label: e.titolo, hint: e.descrizione }));
}
