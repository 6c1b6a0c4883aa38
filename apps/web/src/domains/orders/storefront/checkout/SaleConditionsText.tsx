// The sale conditions' text, loaded when the user opens it (a native disclosure) from the form.
import { Box, Spinner } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { toLanguage } from '../../../../i18n/locale';
import { useLocale } from '../../../../i18n/useLocale';
import { PolicyItems } from '../../../policies/index';
import { SaleConditionsQuery } from './checkout-documents';
import { checkoutMessages as m } from './messages';

export function SaleConditionsText() {
  const intl = useIntl();
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const { data, loading } = useQuery(SaleConditionsQuery, {
    variables: { language: toLanguage(locale) },
    skip: !open,
  });
  return (
    <details onToggle={(event) => setOpen(event.currentTarget.open)}>
      <Box as="summary" color="primary.fg" fontWeight="semibold" cursor="pointer" w="fit-content">
        {intl.formatMessage(m.readConditions)}
      </Box>
      <Box
        mt="2"
        p="3"
        borderWidth="1px"
        borderRadius="md"
        maxH="240px"
        overflowY="auto"
        tabIndex={0}
        role="region"
        aria-label={intl.formatMessage(m.readConditions)}
      >
        {loading && <Spinner role="status" size="sm" aria-label={intl.formatMessage(m.loading)} />}
        {data && <PolicyItems items={data.policy.items} headingLevel="h3" size="sm" />}
      </Box>
    </details>
  );
}
