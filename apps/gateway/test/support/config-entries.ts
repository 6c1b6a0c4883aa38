// Builds REST config entries for tests with the contract's defaults for the fields a test does not set.
import type { ConfigEntry } from '@shop/contract';

export const entry = (e: Partial<ConfigEntry> & Pick<ConfigEntry, 'tipo' | 'id'>): ConfigEntry => ({
  titolo: '',
  descrizione: '',
  riga: 1,
  colonna: 0,
  link: '',
  icon: '',
  social: '',
  flagTitolo: 'N',
  ...e,
});

export const configAnswer = (entries: ConfigEntry[]) => ({
  status: 200,
  body: { success: true, data: { configurazione: entries } },
});
