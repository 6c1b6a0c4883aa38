// The reserved area's messages (src/i18n/management-{it,en}.json) on top of the storefront's: they
// load with the management code, so no customer downloads the staff's texts. Italian comes with
// this module; English is a chunk of its own, loaded when a management page first renders under /en.
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import it from '../../../i18n/management-it.json';
import type { Locale } from '../../../i18n/locale';

type Catalogue = Record<string, string>;

const loaded: Partial<Record<Locale, Catalogue>> = { it };

async function loadManagementCatalogue(locale: Locale): Promise<Catalogue> {
  const existing = loaded[locale];
  if (existing) return existing;
  // When the chunk cannot be fetched (offline, a deploy in between), Italian stands in.
  const catalogue = await import('../../../i18n/management-en.json').then(
    (module) => module.default as Catalogue,
    () => it,
  );
  loaded[locale] = catalogue;
  return catalogue;
}

export function ManagementIntl({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const catalogue = loaded[locale];
  const [, setLoadedLocale] = useState<string>();
  useEffect(() => {
    if (!catalogue) void loadManagementCatalogue(locale).then(() => setLoadedLocale(locale));
  }, [catalogue, locale]);
  // Both are plain strings in tests and precompiled ASTs in builds (vite.config.ts), never mixed.
  const messages = useMemo(
    () => ({ ...intl.messages, ...catalogue }) as Catalogue,
    [intl.messages, catalogue],
  );
  // The first English management page waits for its texts (one small chunk) rather than flash ids.
  if (!catalogue) return null;
  return (
    <IntlProvider locale={intl.locale} defaultLocale={intl.defaultLocale} messages={messages}>
      {children}
    </IntlProvider>
  );
}
