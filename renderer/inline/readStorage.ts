/** What a storage holds under a key, or null when there is nothing or reading it throws (storage blocked). */
export function readStorage(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}
