// The root route: react-intl in the locale of the URL, <html lang> kept in step, scroll restored,
// and what every page shares whatever its layout: the cookie consent and the toasts.
import { useEffect } from 'react';
import { IntlProvider } from 'react-intl';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { CookieConsentProvider } from '../features/consent/CookieConsentProvider';
import { ToastHost } from '../features/notifications/ToastHost';
import { catalogues } from '../i18n/catalogues';
import { DEFAULT_LOCALE } from '../i18n/locale';
import { useLocale } from '../i18n/useLocale';

export function LocaleRoot() {
  const locale = useLocale();
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return (
    <IntlProvider locale={locale} defaultLocale={DEFAULT_LOCALE} messages={catalogues[locale]}>
      <CookieConsentProvider>
        <ScrollRestoration />
        <Outlet />
        <ToastHost />
      </CookieConsentProvider>
    </IntlProvider>
  );
}
