/** Reading command-line numbers with a clear message naming the flag, for the sync and the API CLIs. */

export class UsageError extends Error {
  override name = 'UsageError';
}

interface NumberRule {
  min?: number;
  max?: number;
  integer?: boolean;
}

/**
 * @example numberFlag('--concurrency', '8', { min: 1, integer: true }) // 8
 * @example numberFlag('--concurrency', 'lots') // throws UsageError: --concurrency must be a number, got 'lots'
 */
export function numberFlag(flag: string, raw: string | undefined, rule: NumberRule = {}): number | undefined {
  if (raw === undefined) return undefined;
  const value = Number(raw);
  if (raw.trim() === '' || !Number.isFinite(value)) throw new UsageError(`${flag} must be a number, got '${raw}'`);
  if (rule.integer && !Number.isInteger(value)) throw new UsageError(`${flag} must be a whole number, got '${raw}'`);
  if (rule.min !== undefined && value < rule.min)
    throw new UsageError(`${flag} must be at least ${rule.min}, got ${value}`);
  if (rule.max !== undefined && value > rule.max)
    throw new UsageError(`${flag} must be at most ${rule.max}, got ${value}`);
  return value;
}
