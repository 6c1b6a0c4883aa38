// Groups and types the flat REST config entries into the shapes the GraphQL Config type exposes.
import type { ConfigEntry, ConfigTipo } from '@shop/contract';
import type { FooterColumn, FooterLine, MenuLink } from '../../generated/resolvers-types';

const MAX_FOOTER_COLUMNS = 4;

/** The entries of one tipo in column, then row order. */
export function ofTipo(entries: ConfigEntry[], tipo: ConfigTipo): ConfigEntry[] {
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
