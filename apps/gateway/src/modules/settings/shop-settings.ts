// The typed settings of the configuration (Set_*, Parametro*, Default_*), with the spec's defaults
// (§9: 0 decimals, 12 results a page, quantity mode CF, small-screen banner S).
import type { ConfigEntry, ConfigTipo } from '@shop/contract';
import type { QuantityMode, ShopSettings } from '../../generated/resolvers-types';

const DEFAULT_PAGE_SIZE = 12;

/** The value of a setting (its descrizione), or undefined when the entry is missing or blank. */
function setting(entries: ConfigEntry[], tipo: ConfigTipo): string | undefined {
  return entries.find((e) => e.tipo === tipo)?.descrizione.trim() || undefined;
}

function intSetting(entries: ConfigEntry[], tipo: ConfigTipo, fallback: number): number {
  const value = Number.parseInt(setting(entries, tipo) ?? '', 10);
  return Number.isFinite(value) && value >= 0 ? value : fallback;
}

/** S/N flags: anything but an explicit S or N keeps the default. */
function flagSetting(entries: ConfigEntry[], tipo: ConfigTipo, fallback: boolean): boolean {
  const value = setting(entries, tipo)?.toUpperCase();
  return value === 'S' ? true : value === 'N' ? false : fallback;
}

/** CF (confezione) steps by selling pack, PZ/UN by piece; an unknown code keeps the spec's default CF. */
function quantityMode(entries: ConfigEntry[], tipo: ConfigTipo): QuantityMode {
  const value = setting(entries, tipo)?.toUpperCase();
  return value === 'PZ' || value === 'UN' ? 'UNIT' : 'PACK';
}

export function shopSettings(entries: ConfigEntry[]): ShopSettings {
  return {
    englishEnabled: flagSetting(entries, 'Set_LinguaEN', false),
    priceDecimals: intSetting(entries, 'Set_Round', 0),
    internalPriceDecimals: intSetting(entries, 'Set_RoundInt', 0),
    // A page size of 0 would show nothing: it falls back to the default like a missing one.
    pageSize: intSetting(entries, 'Set_NumRes_B2B', DEFAULT_PAGE_SIZE) || DEFAULT_PAGE_SIZE,
    internalPageSize: intSetting(entries, 'Set_NumRes_INT', DEFAULT_PAGE_SIZE) || DEFAULT_PAGE_SIZE,
    quantityMode: quantityMode(entries, 'Set_AddRemoveQta'),
    businessQuantityMode: quantityMode(entries, 'Set_AddRemoveQtaB2B'),
    smallScreenBanner: flagSetting(entries, 'Set_Ban_XS_Visible', true),
    showSecondCode: flagSetting(entries, 'Set_Col_CodArt2', false),
    visitorPrices: flagSetting(entries, 'Set_PrezziVisitatori', false),
    visitorCart: flagSetting(entries, 'Set_CarrelloVisitatori', true),
    defaultOrderType: setting(entries, 'Default_TipoOrdine') ?? null,
    priceLists: {
      p1: setting(entries, 'Parametro1') ?? null,
      p1B2B: setting(entries, 'Parametro1B2B') ?? null,
      p2: setting(entries, 'Parametro2') ?? null,
      p3: setting(entries, 'Parametro3') ?? null,
    },
  };
}
