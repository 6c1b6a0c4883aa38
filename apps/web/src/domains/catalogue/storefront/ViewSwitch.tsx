// Cards or list: two toggle buttons over a listing, for signed-in users (see ListingPage).
import { Button, Group } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { ListingView } from './listing-view';
import { listMessages } from './list-messages';

export function ViewSwitch({ view, onChange }: { view: ListingView; onChange: (view: ListingView) => void }) {
  const intl = useIntl();
  const option = (value: ListingView, label: string) => (
    <Button
      size="sm"
      variant={view === value ? 'solid' : 'outline'}
      colorPalette={view === value ? 'primary' : 'gray'}
      aria-pressed={view === value}
      onClick={() => onChange(value)}
    >
      {label}
    </Button>
  );
  return (
    <Group attached role="group" aria-label={intl.formatMessage(listMessages.viewSwitch)}>
      {option('cards', intl.formatMessage(listMessages.viewCards))}
      {option('list', intl.formatMessage(listMessages.viewList))}
    </Group>
  );
}
