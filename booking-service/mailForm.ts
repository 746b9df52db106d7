/**
 * `SEND_MAIL`: a site form's message to the restaurant (multipart/form-data with its attachments), read
 * with a size limit, checked field by field with the forms' own schemas, and stored once (mailStore.ts).
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { LARGEST_UPLOAD_BYTES } from '../lib/serverTimeouts.ts';
import { isSiteId, normalizeLang, SITES } from '../lib/sites.ts';
import { LIMITS } from '../lib/limits.ts';
import { isUiLang } from '../lib/locales.ts';
import { ATTACHMENT_ERRORS, ATTACHMENTS_FIELD, checkMailFields } from '../lib/forms/schemas.ts';
import { cleanFileName } from '../lib/forms/fileName.ts';
import { honeypotFilled, HONEYPOT_FIELD, HONEYPOT_REFUSAL } from '../lib/forms/bookingSchemas.ts';
import { MAIL_FORMS, MAIL_TYPE, type MailForm, type MailResult } from '../lib/contract/types.ts';
import { sniffAttachment, type IncomingAttachment, type MailStore } from './mailStore.ts';
import { claimOf } from './idempotency.ts';
import { ApiProblem, limitBody, refuseUnplainJson } from './http.ts';

/** The same figure the site's `/api.php` proxy refuses above (lib/serverTimeouts.ts). */
const MAIL_BODY_LIMIT = LARGEST_UPLOAD_BYTES;

async function readForm(req: IncomingMessage): Promise<FormData> {
  const type = req.headers['content-type'] ?? '';
  if (!type.startsWith('multipart/form-data')) {
    throw new ApiProblem(415, 'Mail send expects multipart/form-data');
  }
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > MAIL_BODY_LIMIT) throw new ApiProblem(413, `Request body is larger than ${MAIL_BODY_LIMIT} bytes`);
  const body = Readable.toWeb(limitBody(req, MAIL_BODY_LIMIT)) as ReadableStream<Uint8Array>;
  try {
    return await new Request('http://reference.invalid/', {
      method: 'POST',
      headers: { 'content-type': type },
      body,
      duplex: 'half',
    } as RequestInit).formData();
  } catch (error) {
    if (error instanceof ApiProblem) throw error;
    const cause = (error as { cause?: unknown }).cause;
    if (cause instanceof ApiProblem) throw cause;
    throw new ApiProblem(400, `Mail send body is not valid multipart/form-data (${(error as Error).message})`);
  }
}

function formText(form: FormData, name: string): string {
  const value = form.get(name);
  if (typeof value !== 'string' || value === '') throw new ApiProblem(400, `Missing field '${name}'`);
  return value;
}

async function readAttachments(form: FormData): Promise<IncomingAttachment[]> {
  const files = [...form.getAll('files'), ...form.getAll('attachments')].filter(
    (entry): entry is File => typeof entry !== 'string',
  );
  if (files.length > LIMITS.attachmentMaxCount) {
    throw new ApiProblem(
      400,
      `At most ${LIMITS.attachmentMaxCount} attachments are accepted, got ${files.length}`,
      ATTACHMENTS_FIELD,
      {},
      [{ field: ATTACHMENTS_FIELD, message: ATTACHMENT_ERRORS.count }],
    );
  }
  return Promise.all(
    files.map(async (file) => {
      if (file.size > LIMITS.attachmentMaxBytes) {
        throw new ApiProblem(
          400,
          `Attachment '${file.name}' is larger than ${LIMITS.attachmentMaxBytes / 1024 / 1024} MB`,
          ATTACHMENTS_FIELD,
          {},
          [{ field: ATTACHMENTS_FIELD, message: ATTACHMENT_ERRORS.size }],
        );
      }
      const bytes = new Uint8Array(await file.arrayBuffer());
      const kind = sniffAttachment(bytes);
      if (!kind) {
        throw new ApiProblem(400, `Attachment '${file.name}' is not a PDF, JPEG or PNG file`, ATTACHMENTS_FIELD, {}, [
          { field: ATTACHMENTS_FIELD, message: ATTACHMENT_ERRORS.type },
        ]);
      }
      return { name: cleanFileName(file.name), bytes, kind };
    }),
  );
}

export async function sendMail(req: IncomingMessage, mail: MailStore, key: string | undefined): Promise<MailResult> {
  const form = await readForm(req);
  // The honeypot first: a bot's mail is refused before anything else is read, and nothing is stored.
  if (honeypotFilled(form.get(HONEYPOT_FIELD))) throw new ApiProblem(400, HONEYPOT_REFUSAL, HONEYPOT_FIELD);
  const type = Number(formText(form, 'type'));
  if (type !== MAIL_TYPE) throw new ApiProblem(400, `Field 'type' must be ${MAIL_TYPE}`);
  const site = formText(form, 'site');
  if (!isSiteId(site)) throw new ApiProblem(400, `Unknown site '${site}'`);
  const recipient = formText(form, 'recipient');
  // Only the site's own recipient: a mail send must never become an open relay.
  if (recipient !== SITES[site].mailRecipient)
    throw new ApiProblem(400, `Field 'recipient' is not the recipient of ${site}`);
  const lang = normalizeLang(formText(form, 'lang'));
  if (!lang) throw new ApiProblem(400, `Unsupported language '${form.get('lang')}'`);
  // Optional: the language the guest chose for the form, when not the page's.
  const guestLang = form.get('guestLang') ?? '';
  if (guestLang !== '' && !(typeof guestLang === 'string' && isUiLang(guestLang)))
    throw new ApiProblem(400, `Unsupported guest language '${guestLang}'`, 'guestLang');
  const formName = formText(form, 'form');
  if (!(MAIL_FORMS as readonly string[]).includes(formName)) throw new ApiProblem(400, `Unknown form '${formName}'`);
  let fields: unknown;
  try {
    fields = JSON.parse(formText(form, 'fields'));
  } catch {
    throw new ApiProblem(400, "Field 'fields' is not valid JSON");
  }
  refuseUnplainJson(fields);
  const checked = checkMailFields(formName as MailForm, fields);
  if (!checked.ok) {
    throw new ApiProblem(
      400,
      `Invalid form field '${checked.problem.field}': ${checked.problem.message}`,
      checked.problem.field,
      {},
      checked.problems,
    );
  }
  const attachments = await readAttachments(form);
  const submission = {
    type,
    recipient,
    site,
    lang,
    ...(guestLang && guestLang !== lang ? { guestLang } : {}),
    form: formName,
    fields: checked.values,
  };
  // A retry is the same submission when its fields and its files' contents are.
  const files = attachments.map(({ name, bytes }) => ({
    name,
    sha256: createHash('sha256').update(bytes).digest('hex'),
  }));
  return mail.save(submission, attachments, claimOf(key, 'SEND_MAIL', { ...submission, files }));
}
