/** Digits of an ISIN's first 11 characters, letters expanded to 10..35 as ISO 6166 prescribes. */
function expand(body: string): string {
  let out = '';
  for (const ch of body) out += String(Number.parseInt(ch, 36));
  return out;
}

/**
 * Whether `isin` is a well-formed Indian ISIN: 12 characters, `IN`, 9 alphanumerics and a Luhn
 * check digit over the letter-expanded body (ISO 6166).
 */
export function isValidIndianIsin(isin: string): boolean {
  if (!/^IN[A-Z0-9]{9}[0-9]$/.test(isin)) return false;
  const digits = expand(isin.slice(0, 11));
  let sum = 0;
  // Luhn from the right: the rightmost body digit is doubled because the check digit follows it.
  for (let i = digits.length - 1, double = true; i >= 0; i--, double = !double) {
    let d = Number(digits[i]);
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10 === Number(isin[11]);
}
