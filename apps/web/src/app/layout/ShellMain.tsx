// The <main> of every layout: the page (the route's Outlet), or the loading error with a retry.
import type { ReactNode } from 'react';
import { Box, VisuallyHidden, type BoxProps } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Outlet } from 'react-router-dom';
import { LayoutError } from './LayoutError';
import { layoutMessages } from './messages';
import type { ShellData } from './useShellData';

export const MAIN_ID = 'main-content';

/** `children` come before the page (the simple layout's logo). */
export function ShellMain({
  shell,
  children,
  ...props
}: { shell: ShellData; children?: ReactNode } & BoxProps) {
  const intl = useIntl();
  const { data, loading, error, refetch } = shell;
  return (
    <Box as="main" id={MAIN_ID} tabIndex={-1} flex="1" minW="0" _focus={{ outline: 'none' }} {...props}>
      <VisuallyHidden role="status">
        {loading && !data ? intl.formatMessage(layoutMessages.loading) : ''}
      </VisuallyHidden>
      {children}
      {error && !data ? (
        <LayoutError onRetry={() => void refetch().catch(() => undefined)} retrying={loading} />
      ) : (
        <Outlet />
      )}
    </Box>
  );
}
