// Opens the promotions dialog (left menu, under the promotions entry; signed-in users only, since
// the list loads only for them). The dialog's code loads on the first click.
import { Suspense, useState } from 'react';
import { Button } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { useViewer } from '../../../lib/viewer/useViewer';
import { promotionDialogMessages } from './dialog-messages';
import { lazyComponent } from '../../../lib/lazy-component';

const PromotionsDialog = lazyComponent(() => import('./PromotionsDialog'));

export function PromotionsDialogButton() {
  const intl = useIntl();
  const location = useLocation();
  const { viewer } = useViewer();
  // Like the other dialogs, it belongs to the page where it was opened (spec §4).
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const [loaded, setLoaded] = useState(false);
  if (!viewer) return null;
  const open = openedAt === location.key;
  return (
    <>
      <Button
        variant="outline"
        colorPalette="primary"
        size="xs"
        ms="3"
        my="1"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setLoaded(true);
          setOpenedAt(location.key);
        }}
      >
        {intl.formatMessage(promotionDialogMessages.open)}
      </Button>
      {loaded && (
        <Suspense fallback={null}>
          <PromotionsDialog open={open} onOpenChange={(next) => setOpenedAt(next ? location.key : null)} />
        </Suspense>
      )}
    </>
  );
}
