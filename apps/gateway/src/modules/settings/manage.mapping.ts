// GraphQL <-> REST for the settings and configuration entries: ShopSettingsInput fields are config
// tipi (pageSize = Set_NumRes_B2B…), ConfigEntryInput fields the entry's REST fields (titleIt =
// titoloIt…), and the API's field errors are renamed back to what the client sent.
import {
  CONFIG_TIPI,
  type ConfigEntry,
  type ConfigEntryRecord,
  type ConfigTipo,
  type SettingTipo,
  type SettingValues,
} from '@shop/contract';
import type {
  ConfigEntryDraft,
  ConfigEntryInput,
  QuantityMode,
  ShopSettingsInput,
} from '../../generated/resolvers-types';
import type { FormFields } from '../../kernel/upstream/rest-client';

type Flat = Partial<Record<SettingTipo, string | number | boolean | null | undefined>>;

/** ShopSettingsInput path → config tipo. */
const SETTING_OF: Record<string, SettingTipo> = {
  englishEnabled: 'Set_LinguaEN',
  priceDecimals: 'Set_Round',
  internalPriceDecimals: 'Set_RoundInt',
  pageSize: 'Set_NumRes_B2B',
  internalPageSize: 'Set_NumRes_INT',
  quantityMode: 'Set_AddRemoveQta',
  businessQuantityMode: 'Set_AddRemoveQtaB2B',
  smallScreenBanner: 'Set_Ban_XS_Visible',
  showSecondCode: 'Set_Col_CodArt2',
  visitorPrices: 'Set_PrezziVisitatori',
  visitorCart: 'Set_CarrelloVisitatori',
  defaultOrderType: 'Default_TipoOrdine',
  'priceLists.p1': 'Parametro1',
  'priceLists.p1B2B': 'Parametro1B2B',
  'priceLists.p2': 'Parametro2',
  'priceLists.p3': 'Parametro3',
};
const FIELD_OF_SETTING = Object.fromEntries(
  Object.entries(SETTING_OF).map(([field, tipo]) => [tipo, `input.${field}`]),
);

const yesNo = (value: boolean) => (value ? 'S' : 'N');
const stepOf = (mode: QuantityMode) => (mode === 'UNIT' ? 'PZ' : 'CF');

/** The REST form of a settings change (only the fields given). */
export function settingFields(input: ShopSettingsInput): FormFields {
  const flat: Flat = {};
  for (const [field, tipo] of Object.entries(SETTING_OF)) {
    const [head, tail] = field.split('.') as [keyof ShopSettingsInput, string | undefined];
    const raw = tail ? (input[head] as Record<string, unknown> | null | undefined)?.[tail] : input[head];
    if (raw === undefined || raw === null) continue;
    if (typeof raw === 'boolean') flat[tipo] = yesNo(raw);
    else if (tipo === 'Set_AddRemoveQta' || tipo === 'Set_AddRemoveQtaB2B')
      flat[tipo] = stepOf(raw as QuantityMode);
    else flat[tipo] = raw as string | number;
  }
  return flat as FormFields;
}

export const settingField = (field: string) => FIELD_OF_SETTING[field];

/** The stored values as config entries (what shopSettings() reads). */
export function settingEntries(values: SettingValues): ConfigEntry[] {
  return Object.entries(values).map(([tipo, value]) => ({
    tipo: tipo as ConfigTipo,
    id: tipo,
    titolo: tipo,
    descrizione: value,
    riga: 1,
    colonna: 0,
    link: '',
    icon: '',
    social: '',
    flagTitolo: 'N',
  }));
}

/** The REST form of an entry save: `key` null creates one. */
export function entryFields(
  kind: string,
  key: string | null | undefined,
  input: ConfigEntryInput,
): FormFields {
  const creating = key === null || key === undefined;
  return {
    tipo: kind,
    chiave: creating ? (input.newKey ?? '') : key,
    nuova: creating ? 'S' : 'N',
    titoloIt: input.titleIt ?? undefined,
    titoloEn: input.titleEn ?? undefined,
    descrizioneIt: input.textIt ?? undefined,
    descrizioneEn: input.textEn ?? undefined,
    link: input.link ?? undefined,
    icon: input.icon ?? undefined,
    social: input.social ?? undefined,
    colonna: input.column ?? undefined,
    flagTitolo:
      input.isSectionTitle === null || input.isSectionTitle === undefined
        ? undefined
        : yesNo(input.isSectionTitle),
  };
}

const ENTRY_FIELD: Record<string, string> = {
  tipo: 'kind',
  titoloIt: 'input.titleIt',
  titoloEn: 'input.titleEn',
  descrizioneIt: 'input.textIt',
  descrizioneEn: 'input.textEn',
  link: 'input.link',
  icon: 'input.icon',
  social: 'input.social',
  colonna: 'input.column',
  flagTitolo: 'input.isSectionTitle',
  chiavi: 'keys',
};

/** The API's field of an entry call → the GraphQL argument (`chiave`: `key`, or `input.newKey` on a creation). */
export function entryField(creating: boolean) {
  return (field: string) => (field === 'chiave' ? (creating ? 'input.newKey' : 'key') : ENTRY_FIELD[field]);
}

/** The configuration with the saved entries of `kinds` replaced by `drafts` (a preview). */
export function previewEntries(
  saved: ConfigEntry[],
  kinds: readonly string[],
  drafts: readonly ConfigEntryDraft[],
): ConfigEntry[] {
  const replaced = new Set(kinds);
  return [
    ...saved.filter((e) => !replaced.has(e.tipo)),
    ...drafts.map((d): ConfigEntry => ({
      tipo: d.kind as ConfigTipo,
      id: d.key,
      titolo: d.title,
      descrizione: d.text,
      riga: d.row,
      colonna: d.column,
      link: d.link,
      icon: d.icon,
      social: d.social,
      flagTitolo: d.isSectionTitle ? 'S' : 'N',
    })),
  ];
}

export const isConfigKind = (kind: string): kind is ConfigTipo =>
  (CONFIG_TIPI as readonly string[]).includes(kind);

export type ManagedConfigEntryModel = ConfigEntryRecord;
