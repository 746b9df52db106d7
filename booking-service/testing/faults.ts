/**
 * Fault injection for tests and benchmarks: added latency, server errors, malformed bodies and requests
 * that never get an answer. Whether a request fails depends only on the seed, the request and how many
 * times that same request was seen, so a test with a fixed seed fails the same requests every run,
 * whatever order a concurrent client sends them in.
 */
import { createHash } from 'node:crypto';

export interface FaultOptions {
  /** Added to every answer, in milliseconds. */
  latencyMs?: number;
  /** Share of requests answered 503 (0–1). */
  errorRate?: number;
  /** Share answered 200 with a cut-off JSON body. */
  malformedRate?: number;
  /** Share never answered (the client's timeout must fire). */
  timeoutRate?: number;
  /** Only requests whose query string contains this text are faulted. */
  match?: string;
  seed?: number;
}

type Fault = 'error' | 'malformed' | 'timeout' | undefined;

interface FaultPlan {
  latencyMs: number;
  decide(requestKey: string): Fault;
}

export function describeFaults(options: FaultOptions): string {
  const parts = Object.entries(options).filter(([, value]) => value !== undefined && value !== 0);
  return parts.length ? parts.map(([key, value]) => `${key}=${value}`).join(' ') : 'none';
}

export function planFaults(options: FaultOptions = {}): FaultPlan {
  const { latencyMs = 0, errorRate = 0, malformedRate = 0, timeoutRate = 0, match, seed = 1 } = options;
  for (const [name, rate] of Object.entries({ errorRate, malformedRate, timeoutRate })) {
    if (!(rate >= 0 && rate <= 1)) throw new RangeError(`${name} must be between 0 and 1, got ${rate}`);
  }
  if (!(latencyMs >= 0)) throw new RangeError(`latencyMs must be 0 or more, got ${latencyMs}`);
  const seen = new Map<string, number>();
  return {
    latencyMs,
    decide(requestKey) {
      if (match !== undefined && !requestKey.includes(match)) return undefined;
      const nth = seen.get(requestKey) ?? 0;
      seen.set(requestKey, nth + 1);
      const digest = createHash('sha256').update(`${seed}\u0000${requestKey}\u0000${nth}`).digest();
      const roll = digest.readUInt32BE(0) / 0x1_0000_0000;
      if (roll < errorRate) return 'error';
      if (roll < errorRate + malformedRate) return 'malformed';
      if (roll < errorRate + malformedRate + timeoutRate) return 'timeout';
      return undefined;
    },
  };
}
