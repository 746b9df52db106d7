/**
 * The e-mails the e2e content API's delivery worker writes to its outbox folder (`.eml` files, one per
 * message: `<submission id>.<kind>.eml`), read as a mail client would.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { expect } from './fixtures.ts';

const OUTBOX = join('.data', 'reference-api', 'outbox');

/**
 * A message of a submission, once the worker has written it.
 * @example (await outboxMail(id, 'guest.booking')).text
 */
export async function outboxMail(id: string, kind: string): Promise<ParsedMail> {
  const name = `${id}.${kind}.eml`;
  let mail: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        if (!(await readdir(OUTBOX).catch(() => [] as string[])).includes(name)) return false;
        mail = await simpleParser(await readFile(join(OUTBOX, name)));
        return true;
      },
      { message: `${name} in ${OUTBOX}`, timeout: 20_000 },
    )
    .toBe(true);
  return mail!;
}
