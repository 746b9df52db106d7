import { describe, expect, it } from 'vitest';
import { bidiRuns, isolate, ltr, stripIsolates } from './bidi.ts';

describe('isolated runs', () => {
  it('marks a left-to-right run with LRI … PDI, text of its own direction with FSI … PDI', () => {
    expect(ltr('+1 333 123 4567')).toBe('\u2066+1 333 123 4567\u2069');
    expect(isolate('ميرا')).toBe('\u2068ميرا\u2069');
    expect(ltr('')).toBe('');
    // A run inside a run is one run: no isolate nests in another.
    expect(ltr(`Tel. ${ltr('+1 310')}`)).toBe('\u2066Tel. +1 310\u2069');
  });

  it('cuts a text at its isolates, and takes the marks out', () => {
    const text = `الرقم المرجعي: ${ltr('f0131690-1795838959943')} ${isolate('Mira')}.`;
    expect(bidiRuns(text)).toEqual([
      { text: 'الرقم المرجعي: ' },
      { text: 'f0131690-1795838959943', dir: 'ltr' },
      { text: ' ' },
      { text: 'Mira', dir: 'auto' },
      { text: '.' },
    ]);
    expect(bidiRuns('plain')).toEqual([{ text: 'plain' }]);
    expect(bidiRuns('open \u2066to the end')).toEqual([{ text: 'open ' }, { text: 'to the end', dir: 'ltr' }]);
    expect(stripIsolates(text)).toBe('الرقم المرجعي: f0131690-1795838959943 Mira.');
  });
});
