import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import managementIt from '../../../i18n/management-it.json';
import { fieldErrorText, issueToken } from '../../../app/manage/form/zod-issues';
import { bannerFormSchema, bannerFormValues, bannerInput } from './banner-form';

const intl = createIntl({ locale: 'it', messages: managementIt });

/** Each refused field's message, as the form shows it. */
const messages = (values: unknown) => {
  const result = bannerFormSchema.safeParse(values, { error: issueToken as never });
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [
      issue.path.join('.'),
      fieldErrorText(intl, { type: 'validate', message: issue.message }),
    ]),
  );
};

const paths = (values: unknown) => {
  const result = bannerFormSchema.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.')).sort();
};

describe('the banner form', () => {
  it('turns a header text into the GraphQL input without titles, the days and the order as typed', () => {
    const values = {
      ...bannerFormValues(null),
      placement: 'TOP_CENTER' as const,
      titleIt: 'left over from a home banner',
      textIt: 'Consegna gratuita',
      textEn: 'Free delivery',
      from: '2026-05-01',
      to: '2026-05-31',
      position: '3',
    };
    expect(bannerInput(bannerFormSchema.parse(values))).toEqual({
      placement: 'TOP_CENTER',
      titleIt: '',
      titleEn: '',
      textIt: 'Consegna gratuita',
      textEn: 'Free delivery',
      link: '',
      imageUrl: '',
      from: '2026-05-01',
      to: '2026-05-31',
      position: 3,
      active: true,
    });
  });

  it('asks a home banner for both titles, and refuses the last day before the first, all at once', () => {
    const values = {
      ...bannerFormValues(null),
      placement: 'HOME' as const,
      titleIt: '',
      titleEn: '',
      link: 'javascript:alert(1)',
      from: '2026-06-10',
      to: '2026-06-01',
    };
    expect(paths(values)).toEqual(['link', 'titleEn', 'titleIt', 'to']);
  });

  it('asks a header text for its line in both languages, at most 120 characters', () => {
    const values = {
      ...bannerFormValues(null),
      textIt: 'x'.repeat(121),
      textEn: '',
      from: '2026-06-10',
      to: '2026-06-01',
    };
    expect(messages(values)).toEqual({
      textIt: 'Troppo lungo per l’intestazione: al massimo 120 caratteri.',
      textEn: 'Campo obbligatorio.',
      to: 'La data di fine non può essere prima di quella di inizio.',
    });
    expect(paths({ ...values, from: '', to: '' })).toEqual(['textEn', 'textIt']);
    expect(paths({ ...values, textIt: 'x'.repeat(120), textEn: 'ok', from: '', to: '' })).toEqual([]);
  });

  it('refuses a picture uploaded for the other kind of banner', () => {
    const home = '/media/banners/banner-home-0123456789abcdef0123/1200.webp';
    const values = { ...bannerFormValues(null), textIt: 'a', textEn: 'b', imageUrl: home };
    expect(paths(values)).toEqual(['imageUrl']);
    expect(paths({ ...values, placement: 'HOME', titleIt: 'T', titleEn: 'T' })).toEqual([]);
  });
});
