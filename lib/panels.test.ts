import { describe, expect, it } from 'vitest';
import { ALL_CLOSED, onHeaderHidden, onPageLeave, onResize, togglePanel } from './panels.ts';
import { headerHiddenAfterScroll, headerMayHide } from './headerScroll.ts';
import { cartBadge } from './cartCount.ts';

describe('rules §panels: toggles', () => {
  it('toggles each panel open and shut', () => {
    const open = togglePanel(ALL_CLOSED, 'langOpen');
    expect(open.langOpen).toBe(true);
    expect(togglePanel(open, 'langOpen').langOpen).toBe(false);
  });
  it('"Opening the menu closes the location list and vice versa"', () => {
    const location = togglePanel(ALL_CLOSED, 'locationOpen');
    expect(togglePanel(location, 'menuOpen')).toEqual({ ...ALL_CLOSED, menuOpen: true });
    expect(togglePanel({ ...ALL_CLOSED, menuOpen: true }, 'locationOpen')).toEqual({
      ...ALL_CLOSED,
      locationOpen: true,
    });
  });
  it('"opening the chooser closes the menu"', () => {
    expect(togglePanel({ ...ALL_CLOSED, menuOpen: true }, 'langOpen')).toEqual({ ...ALL_CLOSED, langOpen: true });
  });
  it('"On leaving a page all are closed if open"', () => {
    expect(onPageLeave()).toEqual(ALL_CLOSED);
  });
  it('"The header language list closes when the header hides on scroll"', () => {
    expect(onHeaderHidden({ ...ALL_CLOSED, langOpen: true, locationOpen: true })).toEqual({
      ...ALL_CLOSED,
      locationOpen: true,
    });
  });
  it('"Resizing above 768 px closes the menu": the width grows across 768 px', () => {
    const menu = { ...ALL_CLOSED, menuOpen: true };
    expect(onResize(menu, { fromWidth: 412, toWidth: 769, menuOffered: true }).menuOpen).toBe(false);
    expect(onResize(menu, { fromWidth: 412, toWidth: 768, menuOffered: true }).menuOpen).toBe(true);
  });
  it("keeps the menu open when only the height changes, as a tablet's keyboard or URL bar does", () => {
    const menu = { ...ALL_CLOSED, menuOpen: true };
    expect(onResize(menu, { fromWidth: 820, toWidth: 820, menuOffered: true }).menuOpen).toBe(true);
    expect(onResize(menu, { fromWidth: 820, toWidth: 900, menuOffered: true }).menuOpen).toBe(true);
  });
  it('closes the menu when a wider window no longer offers the burger', () => {
    const menu = { ...ALL_CLOSED, menuOpen: true };
    expect(onResize(menu, { fromWidth: 820, toWidth: 1400, menuOffered: false }).menuOpen).toBe(false);
  });
});

describe('rules §header: hiding on scroll', () => {
  it('"only on site pages with more than one section and without a page error"', () => {
    expect(headerMayHide({ isSitePage: true, sectionCount: 2, pageError: false })).toBe(true);
    expect(headerMayHide({ isSitePage: true, sectionCount: 1, pageError: false })).toBe(false);
    expect(headerMayHide({ isSitePage: true, sectionCount: 5, pageError: true })).toBe(false);
    expect(headerMayHide({ isSitePage: false, sectionCount: 5, pageError: false })).toBe(false);
  });
  it('"hides on scroll down and reappears on scroll up", never near the top', () => {
    expect(headerHiddenAfterScroll(false, 400, 600, 100)).toBe(true);
    expect(headerHiddenAfterScroll(true, 600, 400, 100)).toBe(false);
    expect(headerHiddenAfterScroll(true, 600, 603, 100)).toBe(true);
    expect(headerHiddenAfterScroll(true, 120, 80, 100)).toBe(false);
  });
});

describe('rules §header: the cart badge', () => {
  it('shows only above 0, padded to two digits below 10', () => {
    expect(cartBadge(0)).toBeUndefined();
    expect(cartBadge(3)).toBe('03');
    expect(cartBadge(10)).toBe('10');
    expect(cartBadge(120)).toBe('120');
  });
});
