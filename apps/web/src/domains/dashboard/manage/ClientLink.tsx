// A client's name linking to its record (/client/:code), with the code beside it.
import { Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { localizePath } from '../../../i18n/locale';
import { useLocale } from '../../../i18n/useLocale';

export function ClientLink({ code, name }: { code: string; name: string }) {
  const locale = useLocale();
  return (
    <Text as="span" overflowWrap="anywhere">
      <Link asChild color="primary.fg" fontWeight="medium">
        <RouterLink to={localizePath(`/client/${encodeURIComponent(code)}`, locale)}>{name}</RouterLink>
      </Link>{' '}
      <Text as="span" color="fg.muted" fontSize="sm">
        {code}
      </Text>
    </Text>
  );
}
