import { describe, expect, it } from 'vitest';
import { planFaults } from './faults.ts';

describe('fault injection', () => {
  it('fails the same requests for the same seed, whatever the order', () => {
    const keys = Array.from({ length: 200 }, (_, i) => `GET ?page=${i}`);
    const first = planFaults({ errorRate: 0.2, seed: 7 });
    const second = planFaults({ errorRate: 0.2, seed: 7 });
    const a = keys.map((key) => first.decide(key));
    const b = [...keys]
      .reverse()
      .map((key) => second.decide(key))
      .reverse();
    expect(a).toEqual(b);
  });

  it('fails about the asked share of requests', () => {
    const plan = planFaults({ errorRate: 0.2, seed: 1 });
    const failed = Array.from({ length: 2000 }, (_, i) => plan.decide(`k${i}`)).filter(Boolean).length;
    expect(failed / 2000).toBeGreaterThan(0.17);
    expect(failed / 2000).toBeLessThan(0.23);
  });

  it('rolls again for a repeated request, so retries can pass', () => {
    const plan = planFaults({ errorRate: 0.5, seed: 3 });
    const outcomes = Array.from({ length: 20 }, () => plan.decide('same'));
    expect(outcomes).toContain(undefined);
    expect(outcomes).toContain('error');
  });

  it('faults only matching requests', () => {
    const plan = planFaults({ errorRate: 1, match: 'tasting' });
    expect(plan.decide('GET ?name=tasting-menu')).toBe('error');
    expect(plan.decide('GET ?name=homepage')).toBeUndefined();
  });

  it('refuses a rate outside 0..1', () => {
    expect(() => planFaults({ errorRate: 2 })).toThrow('errorRate must be between 0 and 1, got 2');
  });
});
