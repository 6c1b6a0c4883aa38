import { defineMessages } from 'react-intl';

export const pageMessages = defineMessages({});
