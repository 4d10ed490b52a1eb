/**
 * Fixed exchange rates to euro, in micro-euro per unit of the currency (decision 0011). The claim is
 * converted on handling with this table; a currency not in it is refused at submission.
 */
export const MICRO_EURO_PER_UNIT: Readonly<Record<string, number>> = {
  EUR: 1_000_000,
  USD: 920_000,
  GBP: 1_170_000,
  CHF: 1_060_000,
  CAD: 680_000,
  AUD: 610_000,
  NZD: 560_000,
  JPY: 6_200,
  CNY: 127_000,
  SEK: 88_000,
  NOK: 86_000,
  DKK: 134_000,
  ISK: 6_600,
  PLN: 230_000,
  CZK: 40_000,
  HUF: 2_500,
  RON: 201_000,
  BGN: 511_000,
  TRY: 27_000,
  MAD: 92_000,
  EGP: 19_000,
  ZAR: 50_000,
  THB: 26_000,
  IDR: 58,
  INR: 11_000,
  MXN: 50_000,
  BRL: 170_000,
  AED: 250_000,
  SRD: 26_000,
  ANG: 510_000,
  AWG: 510_000,
};

/** Amount in cents of `currency` to euro cents, rounded half up; undefined for an unknown currency. */
export function toEuroCents(amountMinorUnits: number, currency: string): number | undefined {
  const rate = MICRO_EURO_PER_UNIT[currency];
  if (rate === undefined) return undefined;
  return Math.round((amountMinorUnits * rate) / 1_000_000);
}
