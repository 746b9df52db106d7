/**
 * A folder of durable JSON records, one file per submission (bookings, waiting list, group requests):
 * `save` resolves only once the record is on disk (durable.ts), so "success" is never answered for a
 * record a crash could lose.
 */
import { mkdir } from 'node:fs/promises';
import { readJsonRecords, recordId, writeDurably } from './durable.ts';

export interface StoredRecord {
  id: string;
  receivedAt: string;
}

export class RecordStore<T extends object> {
  private ready: Promise<unknown> | undefined;

  constructor(readonly dir: string) {}

  async save(submission: T, at = new Date()): Promise<T & StoredRecord> {
    this.ready ??= mkdir(this.dir, { recursive: true });
    await this.ready;
    const record = { id: recordId(), receivedAt: at.toISOString(), ...submission };
    await writeDurably(this.dir, `${record.id}.json`, `${JSON.stringify(record, null, 2)}\n`);
    return record;
  }

  /** Every stored record, oldest first. */
  async list(): Promise<(T & StoredRecord)[]> {
    const records = await readJsonRecords<T & StoredRecord>(this.dir);
    return records.sort((a, b) => a.id.localeCompare(b.id));
  }
}
