import type { ConfigEntry, Language } from '@shop/contract';

/** What `Config` resolvers receive: the REST entries of one language. */
export interface ConfigModel {
  language: Language;
  entries: ConfigEntry[];
}

/** What `ConfigEntry` resolvers receive: one entry as the REST API returns it. */
export type ConfigEntryModel = ConfigEntry;
