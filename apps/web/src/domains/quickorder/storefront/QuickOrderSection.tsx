// Quick order where it is offered (the cart page; the current order of staff): for users who may use
// it (QUICK_ORDER_USE); the page shows it only where the user may shop (a staff user: while ordering
// for a client). Behind a disclosure button by default; its code loads on opening.
import { Suspense, useState } from 'react';
import { Button, Spinner, Stack } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useViewer } from '../../../lib/viewer/useViewer';
import { quickOrderMessages as m } from './messages';
import { lazyComponent } from '../../../lib/lazy-component';

const QuickOrder = lazyComponent(() => import('./QuickOrder'));

export function QuickOrderSection({ initiallyOpen = false }: { initiallyOpen?: boolean }) {
  const intl = useIntl();
  const { viewer } = useViewer();
  const [open, setOpen] = useState(initiallyOpen);
  if (!viewer?.permissions.includes('QUICK_ORDER_USE')) return null;
  return (
    <Stack gap="3" borderWidth="1px" borderColor="border" borderRadius="md" p={{ base: 3, md: 4 }}>
      {!open ? (
        <Button variant="outline" alignSelf="flex-start" onClick={() => setOpen(true)} aria-expanded={false}>
          {intl.formatMessage(m.open)}
        </Button>
      ) : (
        <Suspense fallback={<Spinner size="sm" color="primary.solid" />}>
          <QuickOrder />
        </Suspense>
      )}
    </Stack>
  );
}
