import { HStack, Link as ChakraLink, Separator } from '@chakra-ui/react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { LOCALES, switchLocalePath, type Locale } from '../../i18n/locale';
import { useLocale } from '../../i18n/useLocale';
import { layoutMessages } from './messages';
import { shellMessages } from '../../i18n/shell-messages';

export const LanguageSwitch_config = graphql(`
  fragment LanguageSwitch_config on Config {
    settings {
      englishEnabled
    }
  }
`);

const labels: Record<Locale, { short: MessageDescriptor; name: MessageDescriptor }> = {
  it: { short: layoutMessages.italianShort, name: layoutMessages.italianName },
  en: { short: layoutMessages.englishShort, name: layoutMessages.englishName },
};

/** ITA/ENG: the same page in the other language. Shown only when the shop enables English. */
export function LanguageSwitch(props: { config: FragmentType<typeof LanguageSwitch_config> }) {
  const config = getFragmentData(LanguageSwitch_config, props.config);
  const intl = useIntl();
  const location = useLocation();
  const current = useLocale();
  if (!config.settings.englishEnabled) return null;
  return (
    <HStack role="group" aria-label={intl.formatMessage(shellMessages.language)} gap="1" fontSize="sm">
      {LOCALES.map((locale, index) => (
        <HStack key={locale} gap="1">
          {index > 0 && <Separator orientation="vertical" height="4" borderColor="fg.muted" />}
          <ChakraLink
            asChild
            px="1.5"
            py="0.5"
            fontWeight={locale === current ? 'bold' : 'medium'}
            color={locale === current ? 'primary.fg' : 'fg.muted'}
            textDecoration={locale === current ? 'underline' : 'none'}
            textUnderlineOffset="3px"
          >
            <RouterLink
              to={switchLocalePath(location, locale)}
              aria-label={intl.formatMessage(labels[locale].name)}
              aria-current={locale === current ? 'true' : undefined}
              lang={locale}
              hrefLang={locale}
            >
              {intl.formatMessage(labels[locale].short)}
            </RouterLink>
          </ChakraLink>
        </HStack>
      ))}
    </HStack>
  );
}
