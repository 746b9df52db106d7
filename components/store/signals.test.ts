import { describe, expect, it, vi } from 'vitest';
import { batch, computed, effect, RenderReads, signal } from './signals.ts';

describe('signals', () => {
  it('hold a value; a write of the same value tells no one', () => {
    const count = signal(1);
    const seen: number[] = [];
    const stop = effect(() => void seen.push(count.value));
    count.value = 1;
    count.value = 2;
    expect(seen).toEqual([1, 2]);
    expect(count.peek()).toBe(2);
    stop();
    count.value = 3;
    expect(seen).toEqual([1, 2]);
  });

  it('run an effect again with what it read this time, not what it read before', () => {
    const on = signal(false);
    const other = signal('a');
    const run = vi.fn(() => on.value && other.value);
    effect(run);
    other.value = 'b';
    expect(run).toHaveBeenCalledTimes(1);
    on.value = true;
    other.value = 'c';
    expect(run).toHaveBeenCalledTimes(3);
    on.value = false;
    other.value = 'd';
    expect(run).toHaveBeenCalledTimes(4);
  });

  it('tell each reader once per batch, after its last write', () => {
    const first = signal(0);
    const second = signal(0);
    const sums: number[] = [];
    effect(() => void sums.push(first.value + second.value));
    batch(() => {
      first.value = 1;
      second.value = 2;
      batch(() => {
        first.value = 10;
      });
      expect(sums).toEqual([0]);
    });
    expect(sums).toEqual([0, 12]);
  });

  it('peek without subscribing', () => {
    const site = signal('florence');
    const run = vi.fn(() => site.peek());
    effect(run);
    site.value = 'tokyo';
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('derive a value at each read, its reader subscribed to what it derives from', () => {
    const places = signal([{ id: 'florence' }, { id: 'tokyo' }]);
    const site = signal('florence');
    const place = computed(() => places.value.find((entry) => entry.id === site.value));
    const seen: (string | undefined)[] = [];
    effect(() => void seen.push(place.value?.id));
    site.value = 'tokyo';
    site.value = 'seoul';
    expect(seen).toEqual(['florence', 'tokyo', undefined]);
  });
});

describe("a component's reads (useSignals, as React's useSyncExternalStore drives it)", () => {
  it('call React back when a signal its render read changes, with a new snapshot', () => {
    const open = signal(false);
    const unread = signal(0);
    const reads = new RenderReads();
    reads.begin();
    expect(open.value).toBe(false);
    const before = reads.snapshot();
    const onChange = vi.fn();
    const unsubscribe = reads.subscribe(onChange);
    expect(onChange).not.toHaveBeenCalled();
    unread.value = 1;
    expect(onChange).not.toHaveBeenCalled();
    open.value = true;
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(reads.snapshot()).not.toBe(before);
    unsubscribe();
    open.value = false;
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('render again when a signal changed between the render and the subscription', () => {
    const count = signal(0);
    const reads = new RenderReads();
    reads.begin();
    void count.value;
    count.value = 1;
    const onChange = vi.fn();
    reads.subscribe(onChange);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('stop counting reads at the end of the task', async () => {
    const later = signal(0);
    const reads = new RenderReads();
    reads.begin();
    await Promise.resolve();
    void later.value;
    const onChange = vi.fn();
    reads.subscribe(onChange);
    later.value = 1;
    expect(onChange).not.toHaveBeenCalled();
  });

  it("leave an effect's reads to the effect, not to the component rendering", () => {
    const consent = signal(false);
    const reads = new RenderReads();
    reads.begin();
    effect(() => void consent.value);
    const onChange = vi.fn();
    reads.subscribe(onChange);
    consent.value = true;
    expect(onChange).not.toHaveBeenCalled();
  });
});
