// Kept apart from the domain's other messages: the shell (first load) shows it.
import { defineMessages } from 'react-intl';

/** The menu's category tree. */
export const categoryTreeMessages = defineMessages({
  subcategories: {
    id: 'layout.categoryTree.toggle',
    defaultMessage: 'Sottocategorie di {label}',
    description: 'Accessible name of the button that expands or collapses the sub-categories of a category',
  },
});
