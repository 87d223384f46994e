/** An amount of money in integer paise (1 rupee = 100 paise). Rupees appear only at the edges. */
export type Paise = number;

const HUNDREDTHS_OF_PERCENT = 10_000n;

/** Rounds half away from zero, so a negative amount rounds to minus the rounding of its magnitude. */
function roundHalfUp(value: number): number {
  const rounded = Math.round(Math.abs(value));
  return rounded === 0 ? 0 : Math.sign(value) * rounded;
}

/**
 * numerator / divisor rounded half-up, in BigInt so that paise × rate × rate never loses a digit
 * (a large order times two hundredths-of-percent factors passes 2^53).
 */
export function divideHalfUp(numerator: bigint, divisor: bigint): bigint {
  if (divisor <= 0n) throw new RangeError("The divisor must be positive");
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  // q = floor((2n + d) / 2d) = floor(n/d + 1/2)
  const quotient = (magnitude * 2n + divisor) / (2n * divisor);
  return negative ? -quotient : quotient;
}

function assertPaise(amount: number, what: string): void {
  if (!Number.isSafeInteger(amount))
    throw new RangeError(`${what} must be a whole number of paise, got ${amount}`);
}

/**
 * A percentage with at most 2 decimals as an integer count of hundredths of a percent (29.85 → 2985).
 * Multiplying first and rounding removes the float noise of 29.85 × 100 = 2984.9999999999995.
 */
export function percentToHundredths(percent: number): bigint {
  if (!Number.isFinite(percent)) throw new RangeError(`A percentage must be a finite number, got ${percent}`);
  return BigInt(roundHalfUp(percent * 100));
}

/**
 * Rupees to paise, half-up to the paisa. The product is fixed to 6 decimals before rounding because
 * binary floats put 1.005 × 100 at 100.49999999999999 although the rupee amount meant is 1.005.
 */
export function toPaise(rupees: number): Paise {
  if (!Number.isFinite(rupees))
    throw new RangeError(`An amount in rupees must be a finite number, got ${rupees}`);
  return roundHalfUp(Number((rupees * 100).toFixed(6)));
}

/** Paise to rupees for JSON and screens: 123456 → 1234.56. */
export function toRupees(p: Paise): number {
  return p / 100;
}

/** amount × percent / 100 rounded half-up to the paisa, computed as round(amount × (percent×100) / 10000). */
export function percentOfPaise(amount: Paise, percent: number): Paise {
  assertPaise(amount, "The amount");
  return Number(divideHalfUp(BigInt(amount) * percentToHundredths(percent), HUNDREDTHS_OF_PERCENT));
}

/** Tax-inclusive price = price + price × taxRate / 100, the tax part rounded to the paisa. */
export function taxInclusive(price: Paise, taxRate: number): Paise {
  return price + percentOfPaise(price, taxRate);
}
