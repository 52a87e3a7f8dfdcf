/**
 * A price as visitors read it: comma decimal, no ",00" on whole amounts, the currency symbol after a non-breaking
 * space ("12.50" → "12,50 €", "12.00" → "12 €"). Prices travel as decimal strings; anything unparsable is shown as is.
 */
export function formatPrice(price: string, symbol = '€'): string {
  const value = Number(price);
  if (!Number.isFinite(value)) return price;
  const text = Number.isInteger(value) ? String(value) : value.toFixed(2).replace('.', ',');
  return `${text}\u00a0${symbol}`;
}
