/**
 * One at a time per key, in process: the capacity check and the write of a booking for one seating run
 * as a unit, so two requests for the last table cannot both see it free. Other keys run in parallel.
 */
export class KeyedLock {
  private readonly tails = new Map<string, Promise<unknown>>();

  async run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const before = this.tails.get(key) ?? Promise.resolve();
    const result = before.then(task, task);
    const tail = result.catch(() => undefined);
    this.tails.set(key, tail);
    try {
      return await result;
    } finally {
      // The last one out removes the key, so the map holds only seatings being booked right now.
      if (this.tails.get(key) === tail) this.tails.delete(key);
    }
  }
}
