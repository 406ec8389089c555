export interface DecimalFormat {
  minimumFractionDigits?: number;
  maximumFractionDigits: number;
}

/** The digits of a finite, non-negative number written out in full: [integer part, fraction part]. */
function plainDigits(value: number): [string, string] {
  // String() gives the shortest form that reads back as the same number, as Intl rounds from.
  const [mantissa, exponentText] = String(value).split('e');
  const exponent = Number(exponentText ?? 0);
  const [integer, fraction = ''] = mantissa.split('.');
  const digits = integer + fraction;
  const point = integer.length + exponent;
  if (point <= 0) return ['0', '0'.repeat(-point) + digits];
  if (point >= digits.length) return [digits + '0'.repeat(point - digits.length), ''];
  return [digits.slice(0, point), digits.slice(point)];
}

/** Adds one to the last digit of a string of digits. */
function incremented(digits: string): string {
  const result = digits.split('');
  for (let index = result.length - 1; index >= 0; index -= 1) {
    if (result[index] !== '9') {
      result[index] = String(Number(result[index]) + 1);
      return result.join('');
    }
    result[index] = '0';
  }
  return `1${result.join('')}`;
}

/**
 * Formats a number the way `Intl.NumberFormat('en-US', options)` does (thousands separators,
 * half rounded away from zero), without Intl: the first Intl number format a page creates
 * loads the locale data, a main-thread pause of 20 to 50 ms on a fast machine.
 */
export function formatDecimal(
  value: number,
  { minimumFractionDigits = 0, maximumFractionDigits }: DecimalFormat,
): string {
  if (!Number.isFinite(value)) return String(value);
  let [integer, fraction] = plainDigits(Math.abs(value));
  if (fraction.length > maximumFractionDigits) {
    const roundsUp = fraction[maximumFractionDigits] >= '5';
    fraction = fraction.slice(0, maximumFractionDigits);
    if (roundsUp) {
      const rounded = incremented(integer + fraction);
      integer = rounded.slice(0, rounded.length - fraction.length);
      fraction = rounded.slice(rounded.length - fraction.length);
    }
  }
  fraction = fraction.replace(/0+$/, '').padEnd(minimumFractionDigits, '0');
  const grouped = integer.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+$)/g, ',');
  // Like Intl, a negative number keeps its sign even when it rounds to zero.
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${grouped}${fraction ? `.${fraction}` : ''}`;
}
