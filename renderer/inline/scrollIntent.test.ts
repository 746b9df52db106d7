import { describe, expect, it } from 'vitest';
import { SCROLL_INTENT_ATTRIBUTE, SCROLL_INTENT_EVENTS } from '../../lib/scrollIntent.ts';
import { runInlineScript } from './runInlineScript.ts';

/** Runs the inline script against a stand-in window and <html>; returns a way to fire events. */
function runScript() {
  const attributes = new Map<string, string>();
  const listeners = new Map<string, { listener: () => void; options: unknown }>();
  const globals = {
    document: { documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) } },
    addEventListener: (type: string, listener: () => void, options: unknown) =>
      listeners.set(type, { listener, options }),
    removeEventListener: (type: string, listener: () => void, capture: unknown) => {
      if (listeners.get(type)?.listener === listener && capture === true) listeners.delete(type);
    },
  };
  runInlineScript('scrollIntent', globals);
  return { attributes, listeners, fire: (type: string) => listeners.get(type)?.listener() };
}

describe('the first move to scroll marked on <html> (the inline script)', () => {
  it('listens, passive and in the capture phase, for a wheel, a touch, a key and a scroll, and marks nothing before', () => {
    const { attributes, listeners } = runScript();
    expect([...listeners.keys()].sort()).toEqual([...SCROLL_INTENT_EVENTS].sort());
    for (const { options } of listeners.values()) expect(options).toEqual({ capture: true, passive: true });
    expect(attributes.has(SCROLL_INTENT_ATTRIBUTE)).toBe(false);
  });

  for (const type of SCROLL_INTENT_EVENTS) {
    it(`marks <html> at the first ${type} and stops listening to every event`, () => {
      const { attributes, listeners, fire } = runScript();
      fire(type);
      expect(attributes.get(SCROLL_INTENT_ATTRIBUTE)).toBe('');
      expect(listeners.size).toBe(0);
    });
  }
});
