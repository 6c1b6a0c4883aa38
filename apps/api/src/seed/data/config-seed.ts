// The shape of a seeded configuration entry (config.ts and config-content.ts).
import type { ConfigTipo } from '@shop/contract';

export interface ConfigTexts {
  titolo: string;
  descrizione?: string;
}

export interface ConfigSeed {
  tipo: ConfigTipo;
  id: string;
  it: ConfigTexts;
  /** Omitted when the entry reads the same in both languages (settings, names, numbers). */
  en?: ConfigTexts;
  riga?: number;
  colonna?: number;
  link?: string;
  icon?: string;
  social?: string;
  flagTitolo?: 'S' | 'N';
}
