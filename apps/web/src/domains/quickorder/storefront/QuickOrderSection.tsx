// Quick order where it is offered (the cart page; the current order of staff): for users who may use
// it (QUICK_ORDER_USE); the page shows it only where the user may shop (a staff user: while ordering
// for a client). Behind a disclosure button by default (open while rows are left as a draft); its code
// loads on opening.
import { Suspense, useState } from 'react';
import { Button, Spinner, Stack } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useViewer } from '../../../lib/viewer/useViewer';
import { useHydrated } from '../../../lib/useHydrated';
import { draftKey, readDraft } from './quick-order-draft';
import { quickOrderMessages as m } from './messages';
import { lazyComponent } from '../../../lib/lazy-component';

const QuickOrder = lazyComponent(() => import('./QuickOrder'));

export function QuickOrderSection({ initiallyOpen = false }: { initiallyOpen?: boolean }) {
  const intl = useIntl();
  const { viewer } = useViewer();
  const [open, setOpen] = useState(initiallyOpen);
  // Rows left as a draft open it again on coming back (once live: the server knows of no draft), and
  // it stays open when those rows are cleared.
  const hydrated = useHydrated();
  const key = viewer ? draftKey(viewer.code, viewer.orderingFor?.code) : null;
  // Latched (state set while rendering, as React allows): the draft is read only while closed.
  if (!open && hydrated && key && readDraft(key).length > 0) setOpen(true);
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
