export { CookieConsentDialogQuery } from './storefront/consent/consent-documents';
export { ServerConsentDialogContext } from './storefront/consent/consent-hint';
export {
  CONSENT_KEY,
  consentCookieValid,
  makeConsent,
  readConsent,
  syncConsentCookie,
  writeConsent,
} from './storefront/consent/consent-storage';
export { useCookieConsent } from './storefront/consent/CookieConsentContext';
export { CookieConsentProvider } from './storefront/consent/CookieConsentProvider';
export { loadConsentDialog } from './storefront/consent/load-consent-dialog';
export { consentMessages } from './storefront/consent/messages';
export { LazyPolicyDialog } from './storefront/lazy-policy-dialog';
export { AcceptPoliciesMutation, PolicyQuery } from './storefront/PolicyDialog';
export { PolicyItems } from './storefront/PolicyItems';
