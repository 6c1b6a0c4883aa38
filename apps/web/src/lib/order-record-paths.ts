// Where an order's record is: /orders/<year>/<sequence> for the number "<year>/<sequence>".
import { localizePath, type Locale } from '../i18n/locale';
import type { Language } from '../gql/graphql';

export const orderPath = (number: string, locale: Locale) => {
  const [year = '', sequence = ''] = number.split('/');
  return localizePath(`/orders/${encodeURIComponent(year)}/${encodeURIComponent(sequence)}`, locale);
};

/** The order number of the record's route params (year and sequence). */
export const orderNumberOf = (params: { year?: string; seq?: string }) =>
  `${params.year ?? ''}/${params.seq ?? ''}`;

export const languageOf = (locale: Locale): Language => (locale === 'en' ? 'EN' : 'IT');
