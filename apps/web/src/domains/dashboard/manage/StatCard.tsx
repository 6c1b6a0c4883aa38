// A figure of the dashboard: what it is, the number, a line of context, and an optional badge. With
// `href` the whole card opens the grid behind the figure (its label is the link).
import type { ReactNode } from 'react';
import { Card, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { localizePath } from '../../../i18n/locale';
import { useLocale } from '../../../i18n/useLocale';

export interface StatCardProps {
  label: string;
  value: string;
  help?: ReactNode;
  badge?: ReactNode;
  testId?: string;
  /** The grid behind the figure (an Italian path). */
  href?: string;
}

export function StatCard({ label, value, help, badge, testId, href }: StatCardProps) {
  const locale = useLocale();
  const card = (
    <Card.Root
      variant="outline"
      size="sm"
      data-testid={testId}
      height="full"
      _hover={href ? { borderColor: 'primary.solid' } : undefined}
    >
      <Card.Body>
        <Stack as="dl" gap="1">
          <Text as="dt" color={href ? 'primary.fg' : 'fg.muted'} fontSize="sm" fontWeight="medium">
            {href ? (
              <LinkOverlay asChild>
                <RouterLink to={localizePath(href, locale)}>{label}</RouterLink>
              </LinkOverlay>
            ) : (
              label
            )}
          </Text>
          <Text as="dd" fontSize={{ base: 'xl', md: '2xl' }} fontWeight="semibold" overflowWrap="anywhere">
            {value}
          </Text>
          {help && (
            <Text as="dd" color="fg.muted" fontSize="sm">
              {help}
            </Text>
          )}
          {badge && <dd>{badge}</dd>}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
  return href ? <LinkBox height="full">{card}</LinkBox> : card;
}
