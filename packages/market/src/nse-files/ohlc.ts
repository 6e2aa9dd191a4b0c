/**
 * Describes what is inconsistent in a bar (HIGH below LOW, or CLOSE/OPEN outside LOW..HIGH), or
 * returns null when it is consistent. Works on paise or index points alike.
 */
export function ohlcProblem(
  open: number | null,
  high: number | null,
  low: number | null,
  close: number | null,
  show: (value: number) => string = String,
): string | null {
  if (high === null || low === null) return null;
  if (high < low) return `HIGH ${show(high)} is below LOW ${show(low)}`;
  if (close !== null && (close < low || close > high))
    return `CLOSE ${show(close)} is outside LOW..HIGH ${show(low)}..${show(high)}`;
  if (open !== null && (open < low || open > high))
    return `OPEN ${show(open)} is outside LOW..HIGH ${show(low)}..${show(high)}`;
  return null;
}

/** Formats paise as rupees for error messages (164540 → "1645.40"). */
export function rupeesText(paise: number): string {
  return (paise / 100).toFixed(2);
}
