// The one price format of the shop (spec §9): Italian digits and separators, "€" in front, as many
// decimals as the configuration's rounding says (Set_Round; 3 when a caller gives none).
export const DEFAULT_PRICE_DECIMALS = 3;

const formatters = new Map<number, Intl.NumberFormat>();

function formatterFor(decimals: number): Intl.NumberFormat {
  let formatter = formatters.get(decimals);
  if (!formatter) {
    formatter = new Intl.NumberFormat('it-IT', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      useGrouping: true,
    });
    formatters.set(decimals, formatter);
  }
  return formatter;
}

/** `1234.5` with 2 decimals → `€ 1.234,50` (Italian format whatever the page's language). */
export function formatPrice(value: number | string, decimals = DEFAULT_PRICE_DECIMALS): string {
  const amount = typeof value === 'string' ? Number(value) : value;
  const safeDecimals =
    Number.isInteger(decimals) && decimals >= 0 && decimals <= 6 ? decimals : DEFAULT_PRICE_DECIMALS;
  if (!Number.isFinite(amount)) return '€ –';
  // "€ -1.234,50", never "-€": the sign belongs to the number.
  return `€\u00a0${formatterFor(safeDecimals).format(amount)}`;
}
