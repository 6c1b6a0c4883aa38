// Kept apart from the domain's other messages: the shell (first load) shows it.
import { defineMessages } from 'react-intl';

/** The notice above the header (config). */
export const topNoticeMessages = defineMessages({
  topNotice: {
    id: 'layout.topNotice.label',
    defaultMessage: 'Avviso',
    description: 'Accessible name of the notice shown above the header',
  },
  closeTopNotice: {
    id: 'layout.topNotice.close',
    defaultMessage: 'Chiudi l’avviso',
    description: 'Accessible name of the button that hides the notice above the header',
  },
});
