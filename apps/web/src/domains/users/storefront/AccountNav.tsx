// The account area's sections: profile, orders, goods still to come, quotes (for users who may
// read them), password, consents.
import { Flex, Link } from '@chakra-ui/react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { NavLink, useLocation } from 'react-router-dom';
import { localizePath, stripLocale } from '../../../i18n/locale';
import { useLocale } from '../../../i18n/useLocale';
import type { Permission } from '../../../gql/graphql';
import { useViewer } from '../../../lib/viewer/useViewer';
import { areaMessages as m } from './area-messages';
import { commonMessages } from '../../../i18n/common-messages';

interface Section {
  path: string;
  label: MessageDescriptor;
  exact: boolean;
  /** Shown only to users holding it. */
  permission?: Permission;
}

const SECTIONS: readonly Section[] = [
  { path: '/account', label: commonMessages.profile, exact: true },
  { path: '/account/orders', label: commonMessages.orders, exact: false },
  { path: '/account/backorders', label: m.navBackorders, exact: true },
  { path: '/account/quotes', label: commonMessages.quotes, exact: false, permission: 'QUOTES_READ' },
  { path: '/account/returns', label: commonMessages.returns, exact: false, permission: 'RETURNS_READ' },
  { path: '/account/password', label: commonMessages.password, exact: true },
  { path: '/account/consents', label: commonMessages.consents, exact: true },
];

export function AccountNav() {
  const intl = useIntl();
  const locale = useLocale();
  const here = stripLocale(useLocation().pathname);
  const permissions = useViewer().viewer?.permissions ?? [];
  const shown = SECTIONS.filter((section) => !section.permission || permissions.includes(section.permission));
  return (
    <Flex as="nav" aria-label={intl.formatMessage(m.nav)} gap="1" wrap="wrap" borderBottomWidth="1px" pb="2">
      {shown.map((section) => {
        const current = section.exact ? here === section.path : here.startsWith(section.path);
        return (
          <Link
            key={section.path}
            asChild
            px="3"
            py="1.5"
            borderRadius="md"
            fontWeight="semibold"
            color={current ? 'white' : 'primary.fg'}
            bg={current ? 'primary.solid' : undefined}
            _hover={{ bg: current ? 'primary.solid' : 'primary.subtle', textDecoration: 'none' }}
          >
            <NavLink to={localizePath(section.path, locale)} aria-current={current ? 'page' : undefined}>
              {intl.formatMessage(section.label)}
            </NavLink>
          </Link>
        );
      })}
    </Flex>
  );
}
