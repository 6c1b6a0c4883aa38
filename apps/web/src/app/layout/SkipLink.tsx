import type { MouseEvent } from 'react';
import { SkipNavLink } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { layoutMessages } from './messages';

/** First stop for keyboard users: moves focus to the page content without touching the URL. */
export function SkipLink({ targetId }: { targetId: string }) {
  const intl = useIntl();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    target.focus();
    target.scrollIntoView?.();
  };
  return (
    <SkipNavLink id={targetId} onClick={onClick}>
      {intl.formatMessage(layoutMessages.skipToContent)}
    </SkipNavLink>
  );
}
