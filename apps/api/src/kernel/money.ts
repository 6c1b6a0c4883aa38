// Exact decimal money: every price is a decimal.js value, rounded half-up only where a price is shown.
// Binary floating point never touches a price, so 0.1 + 0.2 is 0.3 here.
import Decimal from 'decimal.js';

/** A private Decimal: 40 significant digits, half-up, independent of anyone's global Decimal settings. */
export const Money = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
export type Money = InstanceType<typeof Money>;
export type MoneyInput = Money | string | number;

/** Decimals a price may be shown with; the database keeps 4 (numeric(12,4)). */
export const MAX_DECIMALS = 4;
/** Set_Round when the configuration has no usable value (the spec's settings default is 0; ours 2). */
export const DEFAULT_DECIMALS = 2;

export function money(value: MoneyInput): Money {
  const result = new Money(value);
  if (!result.isFinite()) throw new RangeError('a price must be a finite number');
  return result;
}

/** Rounds half away from zero (commercial rounding, "arrotondamento commerciale") to `decimals`. */
export function roundMoney(value: MoneyInput, decimals: number): Money {
  return money(value).toDecimalPlaces(decimals, Money.ROUND_HALF_UP);
}

/** The Set_Round setting as a number of decimals: an integer 0–4, anything else the default. */
export function parseDecimalsSetting(value: string | undefined): number {
  if (value === undefined || !/^\s*\d\s*$/.test(value)) return DEFAULT_DECIMALS;
  const decimals = Number(value.trim());
  return decimals <= MAX_DECIMALS ? decimals : DEFAULT_DECIMALS;
}

/** A rounded price as a JSON number: exact for the few decimals prices carry. */
export function toAmount(value: Money, decimals: number): number {
  return roundMoney(value, decimals).toNumber();
}

/** A price as the database stores it (numeric(·,4) text). */
export function toStored(value: Money): string {
  return value.toFixed(MAX_DECIMALS);
}
