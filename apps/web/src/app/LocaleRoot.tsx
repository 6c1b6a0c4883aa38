// The root route: react-intl in the locale of the URL, <html lang> kept in step, scroll restored,
// and what every page shares whatever its layout: the cookie consent and the toasts.
import { useEffect, useState } from 'react';
import { IntlProvider } from 'react-intl';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { SHOP_TIME_ZONE } from '../lib/shop-calendar';
import { CookieConsentProvider } from '../domains/policies/index';
import { ToastHost } from '../domains/notifications/index';
import { loadCatalogue, loadedCatalogue } from '../i18n/load-catalogue';
import { DEFAULT_LOCALE } from '../i18n/locale';
import { useLocale } from '../i18n/useLocale';

export function LocaleRoot() {
  const locale = useLocale();
  const messages = loadedCatalogue(locale);
  const [, setLoadedLocale] = useState<string>();
  useEffect(() => {
    document.documentElement.lang = locale;
    if (!messages) void loadCatalogue(locale).then(() => setLoadedLocale(locale));
  }, [locale, messages]);
  // main.tsx loads the page's catalogue before the first render; switching language to English the
  // first time waits for its chunk rather than flash Italian.
  if (!messages) return null;
  return (
    // Dates and times show in the shop's time zone, the same in the server render and the browser.
    <IntlProvider
      locale={locale}
      defaultLocale={DEFAULT_LOCALE}
      messages={messages}
      timeZone={SHOP_TIME_ZONE}
    >
      <CookieConsentProvider>
        <ScrollRestoration />
        <Outlet />
        <ToastHost />
      </CookieConsentProvider>
    </IntlProvider>
  );
}
