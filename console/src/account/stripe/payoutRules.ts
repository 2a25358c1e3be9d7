/** "12.34" (dollars and cents typed by a person) as minor units, or undefined when it is not an amount over zero. */
export function centsOf(value: string | undefined): number | undefined {
  const text = (value ?? '').trim().replace(/,/g, '.');
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) {
    return undefined;
  }
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return cents > 0 ? cents : undefined;
}

/** The amount in a currency of a balance list (minor units), 0 when absent. */
export function amountIn(list: ReadonlyArray<{ amount: number; currency: string }>, currency: string): number {
  return list
    .filter((entry) => entry.currency.toLowerCase() === currency.toLowerCase())
    .reduce((sum, entry) => sum + entry.amount, 0);
}
