import { describe, expect, it } from 'vitest';
import { cpuSlowdownFor, DEFAULT_CPU_SLOWDOWN, REFERENCE_BENCHMARK_INDEX } from './calibration.ts';

describe('cpuSlowdownFor (the same phone on every runner)', () => {
  it("is Lighthouse's 4× on the host that default is set for", () => {
    expect(cpuSlowdownFor(REFERENCE_BENCHMARK_INDEX)).toBe(DEFAULT_CPU_SLOWDOWN);
  });

  it('is lower on a slower host, in proportion', () => {
    expect(cpuSlowdownFor(1100)).toBe(2.5);
    expect(cpuSlowdownFor(875)).toBe(2);
    expect(cpuSlowdownFor(1700)).toBe(3.9);
  });

  it("is never above Lighthouse's default: a quiet reading overstates the speed the runs get", () => {
    expect(cpuSlowdownFor(2100)).toBe(DEFAULT_CPU_SLOWDOWN);
    expect(cpuSlowdownFor(10_000)).toBe(DEFAULT_CPU_SLOWDOWN);
  });

  it('is never below 1', () => {
    expect(cpuSlowdownFor(100)).toBe(1);
  });

  it('refuses a reading that is no benchmark', () => {
    expect(() => cpuSlowdownFor(0)).toThrow(/positive/);
    expect(() => cpuSlowdownFor(Number.NaN)).toThrow(/positive/);
  });
});
