import { defineMessages } from 'react-intl';

export const promotionMessages = defineMessages({});
