// The fairs of a type F user, each linking to its detail page.
import { Card, Heading, Link, List, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { localizePath } from '../../../i18n/locale';
import { useLocale } from '../../../i18n/useLocale';
import type { Viewer } from '../../../lib/viewer/useViewer';
import { accountMessages } from '../../users/index';

export function FairList({ fairs, heading }: { fairs: Viewer['fairs']; heading: 'fairs' | 'otherFairs' }) {
  const intl = useIntl();
  const locale = useLocale();
  return (
    <Card.Root variant="outline">
      <Card.Header>
        <Heading as="h2" size="lg">
          {intl.formatMessage(accountMessages[heading])}
        </Heading>
      </Card.Header>
      <Card.Body>
        {fairs.length === 0 ? (
          <Text>{intl.formatMessage(accountMessages.noFairs)}</Text>
        ) : (
          <List.Root gap="2" ps="5">
            {fairs.map((fair) => (
              <List.Item key={fair.code}>
                <Link asChild color="primary.fg" fontWeight="semibold">
                  <RouterLink to={localizePath(`/fieredetail/${encodeURIComponent(fair.code)}`, locale)}>
                    {fair.description || fair.code}
                  </RouterLink>
                </Link>
              </List.Item>
            ))}
          </List.Root>
        )}
      </Card.Body>
    </Card.Root>
  );
}
