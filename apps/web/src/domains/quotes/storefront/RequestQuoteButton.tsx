// "Richiedi preventivo" on the cart and product pages, for users who may ask for quotes
// (QUOTES_REQUEST). The dialog's code loads on the first click, so the pages' first load does not grow.
import { Suspense, useState } from 'react';
import { Button, type ButtonProps } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { useViewer } from '../../../lib/viewer/useViewer';
import { requestQuoteMessages as m } from './request-messages';
import type { RequestLine } from './request-lines';
import { lazyComponent } from '../../../lib/lazy-component';

const RequestQuoteDialog = lazyComponent(() => import('./RequestQuoteDialog'));

export function RequestQuoteButton({
  lines,
  single = false,
  ...buttonProps
}: {
  /** What to ask a price for, with the quantities to start from. */
  lines: readonly RequestLine[];
  /** One product (the product page): its words say "the quantity". */
  single?: boolean;
} & Omit<ButtonProps, 'onClick' | 'children'>) {
  const intl = useIntl();
  const location = useLocation();
  const { viewer } = useViewer();
  // Like the shop's other dialogs, it belongs to the page where it was opened (spec §4).
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const [loaded, setLoaded] = useState(false);
  // A new form after a request was sent; until then, closing and opening keeps what was written.
  const [session, setSession] = useState(0);
  if (!viewer?.permissions.includes('QUOTES_REQUEST') || lines.length === 0) return null;
  const open = openedAt === location.key;
  const signature = lines.map((line) => `${line.code}:${line.quantity}`).join(',');
  return (
    <>
      <Button
        variant="outline"
        colorPalette="primary"
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="request-quote"
        {...buttonProps}
        onClick={() => {
          setLoaded(true);
          setOpenedAt(location.key);
        }}
      >
        {intl.formatMessage(m.open)}
      </Button>
      {loaded && (
        <Suspense fallback={null}>
          <RequestQuoteDialog
            key={`${session}|${signature}`}
            open={open}
            lines={lines}
            single={single}
            onOpenChange={(next) => setOpenedAt(next ? location.key : null)}
            onSent={() => setSession((n) => n + 1)}
          />
        </Suspense>
      )}
    </>
  );
}
