// Groups and types the flat REST config entries into the shapes the GraphQL Config type exposes.
import type { ConfigEntry, ConfigTipo } from '@shop/contract';
import type { FooterColumn, FooterLine, MenuLink, ShopSettings } from '../../generated/resolvers-types';

const MAX_FOOTER_COLUMNS = 4;

function ofTipo(entries: ConfigEntry[], tipo: ConfigTipo): ConfigEntry[] {
  return entries.filter((e) => e.tipo === tipo).sort((a, b) => a.colonna - b.colonna || a.riga - b.riga);
}

export function menuLinks(entries: ConfigEntry[], tipo: 'Menu' | 'LeftMenu'): MenuLink[] {
  return ofTipo(entries, tipo).map((e) => ({ key: e.id, title: e.titolo, link: e.link, icon: e.icon }));
}

function footerLine(e: ConfigEntry): FooterLine {
  return {
    key: e.id,
    title: e.titolo,
    text: e.descrizione,
    link: e.link,
    icon: e.icon,
    social: e.social || null,
    isSectionTitle: e.flagTitolo === 'S',
  };
}

/** Columns 1–4 of Footer or BottomMenu entries, each with its lines in row order; empty columns left out. */
export function footerColumns(entries: ConfigEntry[], tipo: 'Footer' | 'BottomMenu'): FooterColumn[] {
  const columns: FooterColumn[] = [];
  for (let column = 1; column <= MAX_FOOTER_COLUMNS; column++) {
    const lines = ofTipo(entries, tipo)
      .filter((e) => e.colonna === column)
      .map(footerLine);
    if (lines.length > 0) columns.push({ column, lines });
  }
  return columns;
}

function setting(entries: ConfigEntry[], tipo: ConfigTipo): string | undefined {
  return entries.find((e) => e.tipo === tipo)?.descrizione.trim();
}

function intSetting(entries: ConfigEntry[], tipo: ConfigTipo, fallback: number): number {
  const value = Number.parseInt(setting(entries, tipo) ?? '', 10);
  return Number.isFinite(value) && value >= 0 ? value : fallback;
}

/** Typed settings with the spec's defaults (§9: 0 decimals, 12 results a page). */
export function shopSettings(entries: ConfigEntry[]): ShopSettings {
  return {
    englishEnabled: setting(entries, 'Set_LinguaEN') === 'S',
    priceDecimals: intSetting(entries, 'Set_Round', 0),
    pageSize: intSetting(entries, 'Set_NumRes_B2B', 12) || 12,
  };
}
