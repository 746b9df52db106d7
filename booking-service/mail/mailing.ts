/**
 * What a submission needs to queue its messages in its transaction: the context the builders read
 * (submissionMails.ts), the clock the outbox runs by, and the outbox key that seals a message's secret.
 * The stores (bookingDesk.ts, mailStore.ts) build their messages with it and call enqueueMails.
 */
import { MailInputError } from '../../lib/mail/headers.ts';
import type { MailMessage } from '../../lib/mail/message.ts';
import type { Translators } from '../../lib/mail/texts.ts';
import type { ContentStore } from '../demo/contentStore.ts';
import { ApiProblem } from '../http.ts';
import type { MailSecret } from './outbox.ts';
import type { SubmissionMailContext } from './submissionMails.ts';

export interface Mailing {
  /** The clock submissions and the outbox run by (the server's). */
  now(): Date;
  context(): SubmissionMailContext;
  /** A secret to queue sealed (enqueueMails' `secret`). */
  secret(value: string): Promise<MailSecret>;
  /** The outbox's name for a client (enqueueMails' `sender`): its keyed hash, none for no client. */
  sender(client: string | undefined): Promise<string | undefined>;
}

export function createMailing({
  now,
  texts,
  content,
  seal,
  tag,
}: {
  now: () => Date;
  texts: Translators;
  content: Pick<ContentStore, 'block'>;
  seal: (secret: string) => Promise<string>;
  tag: (value: string) => Promise<string>;
}): Mailing {
  return {
    now,
    context: () => ({ now: now(), texts, content }),
    secret: async (value) => ({ value, sealed: await seal(value) }),
    sender: async (client) => (client === undefined ? undefined : tag(client)),
  };
}

/**
 * The messages of a submission, built inside its transaction. A value the schemas let through but a
 * message cannot carry (an address that would not stand in a header) is the guest's input to fix: a 400
 * naming the field, and the submission is not stored.
 */
export function buildMails(build: () => MailMessage[]): MailMessage[] {
  try {
    return build();
  } catch (error) {
    if (error instanceof MailInputError) throw new ApiProblem(400, error.message, error.field);
    throw error;
  }
}
