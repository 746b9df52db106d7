/**
 * The store's reactive values, in the few lines the site needs: `signal`, a derived `computed`, `batch`,
 * `effect`, and `useSignals`, which re-renders a component when a signal it read changes. Reads are
 * tracked, not declared: a component calls `useSignals()` first, then reads `.value` as it renders.
 * React sees each component's signals through `useSyncExternalStore`, so hydration, transitions and
 * the server renderer need nothing more (docs/site.md "State").
 *
 * A component subscribes to every signal it has read in any of its renders: reading one more does no
 * harm but a spare render, and the set it reads is all but fixed. A read in the same task after a
 * render (a child without `useSignals`, an event handler) counts for the component that rendered last,
 * as with @preact/signals' hook: again a spare render at most.
 */
import { useRef, useSyncExternalStore } from 'react';

/** Something that reads signals and is told when one of them changes. */
interface Subscriber {
  track(source: Signal<unknown>): void;
  notify(): void;
}

/** What is reading now: the component rendering, or an effect running. */
let reader: Subscriber | undefined;
/** Ticks at every write: a render remembers the tick it saw, so a write before it subscribes is not lost. */
let clock = 0;
let batchDepth = 0;
/** Whether a microtask will end the current render's reads. */
let readerEndQueued = false;
const pending = new Set<Subscriber>();

export class Signal<T> {
  #value: T;
  /** The clock's tick at the last write that changed the value. */
  changedAt = 0;
  readonly subscribers = new Set<Subscriber>();

  constructor(value: T) {
    this.#value = value;
  }

  get value(): T {
    reader?.track(this);
    return this.#value;
  }

  set value(next: T) {
    if (Object.is(next, this.#value)) return;
    this.#value = next;
    this.changedAt = ++clock;
    for (const subscriber of this.subscribers) pending.add(subscriber);
    if (batchDepth === 0) flush();
  }

  /** The value, without subscribing whoever is reading. */
  peek(): T {
    return this.#value;
  }
}

export function signal<T>(value: T): Signal<T> {
  return new Signal(value);
}

/** A value derived from signals, worked out at each read: its reader subscribes to what it reads. */
export function computed<T>(derive: () => T): { readonly value: T } {
  return {
    get value() {
      return derive();
    },
  };
}

/** Runs `writes`, then tells each subscriber once, however many of its signals changed. */
export function batch(writes: () => void): void {
  batchDepth++;
  try {
    writes();
  } finally {
    batchDepth--;
    if (batchDepth === 0) flush();
  }
}

function flush() {
  while (pending.size > 0) {
    const subscribers = [...pending];
    pending.clear();
    for (const subscriber of subscribers) subscriber.notify();
  }
}

function readWith<T>(subscriber: Subscriber | undefined, read: () => T): T {
  const before = reader;
  reader = subscriber;
  try {
    return read();
  } finally {
    reader = before;
  }
}

/** Runs `run` now and again whenever a signal it read changes; returns the function that stops it. */
export function effect(run: () => void): () => void {
  const sources = new Set<Signal<unknown>>();
  let stopped = false;
  const unsubscribe = () => {
    for (const source of sources) source.subscribers.delete(subscriber);
    sources.clear();
  };
  const subscriber: Subscriber = {
    track(source) {
      sources.add(source);
      source.subscribers.add(subscriber);
    },
    notify() {
      if (stopped) return;
      // What it reads this time may differ (a condition that short-circuits): subscribe afresh.
      unsubscribe();
      readWith(subscriber, run);
    },
  };
  subscriber.notify();
  return () => {
    stopped = true;
    unsubscribe();
  };
}

/** A component's reads, and React's callback while the component is mounted (exported for its tests). */
export class RenderReads implements Subscriber {
  readonly sources = new Set<Signal<unknown>>();
  /** Bumped when a source changes: the snapshot React compares. */
  version = 0;
  /** The clock's tick when the component last rendered. */
  renderedAt = 0;
  #onChange: (() => void) | undefined;

  track(source: Signal<unknown>) {
    if (this.sources.has(source)) return;
    this.sources.add(source);
    if (this.#onChange) source.subscribers.add(this);
  }

  notify() {
    this.version++;
    this.#onChange?.();
  }

  readonly subscribe = (onChange: () => void) => {
    this.#onChange = onChange;
    for (const source of this.sources) source.subscribers.add(this);
    // A write between the render and now (another part's effect): render again with it.
    if ([...this.sources].some((source) => source.changedAt > this.renderedAt)) this.notify();
    return () => {
      this.#onChange = undefined;
      for (const source of this.sources) source.subscribers.delete(this);
    };
  };

  readonly snapshot = () => this.version;

  /** The component renders: what it reads from now on is its own. */
  begin() {
    this.renderedAt = clock;
    reader = this;
    if (!readerEndQueued) {
      readerEndQueued = true;
      queueMicrotask(() => {
        readerEndQueued = false;
        reader = undefined;
      });
    }
  }
}

/**
 * Makes the calling component re-render when a signal it reads changes. Call it first, before the
 * component reads any `.value`; the reads of its render count until the next component's call, or the
 * end of the task's microtasks.
 */
export function useSignals(): void {
  const reads = useRef<RenderReads>(null);
  reads.current ??= new RenderReads();
  const current = reads.current;
  useSyncExternalStore(current.subscribe, current.snapshot, current.snapshot);
  current.begin();
}
