// "Leave without saving?" before a route change away from a form with unsaved changes (react-router's
// useBlocker: links, back/forward), and the browser's own question before a reload or closing the tab.
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useBlocker } from 'react-router-dom';
import { ConfirmDialog } from './ConfirmDialog';
import { formMessages } from './messages';

export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const intl = useIntl();
  // Staying on the same page (a new search param, a tab) is not leaving it.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!when) return undefined;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [when]);
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={intl.formatMessage(formMessages.leaveTitle)}
      confirmLabel={intl.formatMessage(formMessages.leaveConfirm)}
      cancelLabel={intl.formatMessage(formMessages.stay)}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      {intl.formatMessage(formMessages.leaveText)}
    </ConfirmDialog>
  );
}
