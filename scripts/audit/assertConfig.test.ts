import { describe, expect, it } from 'vitest';
import { assertConfig } from './index.ts';
import type { AuditTemplate } from './targets.ts';

const gating: AuditTemplate = { template: 'site home', path: '/en/florence/' };
const provisional: AuditTemplate = {
  template: 'site home, returning visitor',
  path: '/en/florence/',
  visitor: 'returning',
  provisional: 'measured, not yet 100',
};

type Matrix = { matchingUrlPattern: string; assertions: Record<string, [string, unknown]> }[];

describe('what fails the audit', () => {
  it('fails the run on any page below its scores when no page is provisional', () => {
    const { ci } = assertConfig([gating]) as { ci: { assert: { assertions: Record<string, [string, unknown]> } } };
    expect(ci.assert.assertions['categories:performance']![0]).toBe('error');
    expect(ci.assert.assertions['largest-contentful-paint']![0]).toBe('error');
  });

  it('warns, without failing, on a provisional page, and still fails on the same path for a first visit', () => {
    const { ci } = assertConfig([gating, provisional]) as { ci: { assert: { assertMatrix: Matrix } } };
    const levelFor = (url: string) =>
      ci.assert.assertMatrix
        .filter((entry) => new RegExp(entry.matchingUrlPattern).test(url))
        .map((entry) => entry.assertions['categories:performance']![0]);
    expect(levelFor('http://127.0.0.1:4000/en/florence/')).toEqual(['error']);
    expect(levelFor('http://127.0.0.1:4000/en/florence/?visitor=returning')).toEqual(['warn']);
    expect(levelFor('http://127.0.0.1:4000/ja/tokyo/')).toEqual(['error']);
  });
});
