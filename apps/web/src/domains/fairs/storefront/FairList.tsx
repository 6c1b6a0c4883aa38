// The fairs of a type F user, each linking to its detail page.
import { List, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';

import type { Viewer } from '../../../lib/viewer/useViewer';
import { accountMessages } from '../../users/index';
import { ShopLink } from '../../../app/storefront-ui/ShopLink';
import { SectionCard } from '../../../app/storefront-ui/SectionCard';

export function FairList({ fairs, heading }: { fairs: Viewer['fairs']; heading: 'fairs' | 'otherFairs' }) {
  const intl = useIntl();
  return (
    <SectionCard title={intl.formatMessage(accountMessages[heading])}>
      {fairs.length === 0 ? (
        <Text>{intl.formatMessage(accountMessages.noFairs)}</Text>
      ) : (
        <List.Root gap="2" ps="5">
          {fairs.map((fair) => (
            <List.Item key={fair.code}>
              <ShopLink to={`/fieredetail/${encodeURIComponent(fair.code)}`} fontWeight="semibold">
                {fair.description || fair.code}
              </ShopLink>
            </List.Item>
          ))}
        </List.Root>
      )}
    </SectionCard>
  );
}
