import { describe, expect, it } from 'vitest';
import { captionWidthPx, DESKTOP_BAR, desktopBarWidthPx, desktopNavFrom, navRowWidthPx, splitNav } from './nav.ts';

describe('rules §header: navigation items are split in half, first half left, rest right', () => {
  it('splits an even list in two equal halves, in order', () => {
    expect(splitNav([1, 2, 3, 4, 5, 6, 7, 8])).toEqual({ left: [1, 2, 3, 4], right: [5, 6, 7, 8] });
  });
  it('gives the left half the extra item of an odd list', () => {
    expect(splitNav(['a', 'b', 'c'])).toEqual({ left: ['a', 'b'], right: ['c'] });
  });
  it('handles one and no items', () => {
    expect(splitNav(['a'])).toEqual({ left: ['a'], right: [] });
    expect(splitNav([])).toEqual({ left: [], right: [] });
  });
});

describe('the split navigation holds one row, or the header shows the burger', () => {
  const item = (caption: string, submenu = 0) => ({
    caption,
    has_sub_menu: submenu > 0,
    submenu: Array.from({ length: submenu }),
  });
  const italian = splitNav([
    item('Menu', 2),
    item('Prenota'),
    item('Esperienze'),
    item('Giardino'),
    item('Stampa'),
    item('Negozio', 2),
    item('Contatti'),
    item('Carte regalo'),
  ]);
  const korean = splitNav([
    item('메뉴', 2),
    item('예약'),
    item('체험'),
    item('자르디노'),
    item('프레스'),
    item('문의'),
    item('기프트 카드'),
  ]);

  it('shows it from 64em when the captions fit beside the logo at 1024 px', () => {
    expect(desktopNavFrom({ ...korean, languageSwitcher: true, cart: false })).toBe(64);
  });
  it('waits for a wider step when they do not: eight Italian items and a cart need 80em', () => {
    expect(desktopBarWidthPx({ ...italian, languageSwitcher: true, cart: true }, 1024)).toBeGreaterThan(1024);
    expect(desktopNavFrom({ ...italian, languageSwitcher: true, cart: true })).toBe(80);
  });
  it('counts a whole em for each CJK or Hangul character, less for a Latin capital', () => {
    expect(captionWidthPx('体験')).toBeGreaterThan(captionWidthPx('ab'));
    expect(captionWidthPx('기프트')).toBeCloseTo(3 * DESKTOP_BAR.wideCharEm * DESKTOP_BAR.navFontPx);
  });
  it("counts a submenu's chevron and the gaps between items", () => {
    expect(navRowWidthPx([item('Menu', 1)]) - navRowWidthPx([item('Menu')])).toBe(DESKTOP_BAR.toggleButtonPx);
    expect(navRowWidthPx([item('A'), item('B')])).toBe(2 * captionWidthPx('A') + DESKTOP_BAR.itemGapPx);
  });
  it('never shows it when even the widest step cannot hold it', () => {
    const long = splitNav(Array.from({ length: 30 }, (_, index) => item(`Destination ${index}`)));
    expect(desktopNavFrom({ ...long, languageSwitcher: true, cart: true })).toBe('never');
  });
});
