// Settings: the shop's settings and configuration entries as the reserved area edits them.
export * from './settings';
