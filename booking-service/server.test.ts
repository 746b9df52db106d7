/**
 * The reference content API over HTTP: the contract's envelope, errors, CORS and the mail send's
 * durability and rejection rules.
 */
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MailStore } from './mailStore.ts';
import { openDatabase } from './db/client.ts';
import { startReferenceApi, type ReferenceApi } from './server.ts';
import { spawnReferenceApi } from './testing/spawn.ts';
import { waitlistEntry, WITHOUT_SUBMISSION_LIMITS } from './testing/submissions.ts';
import { SITE_ORIGIN } from '../lib/sites.ts';
import { statusLineFor } from '../scripts/test/rawRequest.ts';

let server: ReferenceApi;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'api-test-'));
  // No rate limit here: these tests send more than ten submissions a minute (bookings.test.ts tests the limit).
  server = await startReferenceApi({ port: 0, dataDir, databaseUrl: '', ...WITHOUT_SUBMISSION_LIMITS });
  // The submissions' database (PGlite) is made now, not inside the test that first posts.
  await server.database();
}, 120_000);
afterAll(async () => {
  await server.close();
  await rm(dataDir, { recursive: true, force: true });
});

const get = async (query: string) => {
  const response = await fetch(`${server.url}/api.php?${query}`);
  return {
    status: response.status,
    headers: response.headers,
    // biome-ignore lint/suspicious/noExplicitAny: tests read the answer's data freely; its shape is what they check
    body: (await response.json()) as { status: { code: number; message: string }; data: any },
  };
};

describe('fetch actions', () => {
  it('answers FETCH_PAGE in the envelope', async () => {
    const { status, body } = await get('v=2&action=FETCH_PAGE&lang=en&site=florence&name=tasting-menu&type=menu');
    expect(status).toBe(200);
    expect(body.status).toEqual({ code: 200, message: 'OK' });
    expect(body.data.data).toMatchObject({ path: 'menu/tasting-menu', type: 'menu' });
  });

  it('reads jp as ja', async () => {
    const { body } = await get('v=2&action=FETCH_INDEX&lang=jp&site=tokyo');
    expect(body.data.lang).toBe('ja');
  });

  it('answers 404 in the envelope for a missing page', async () => {
    const { status, body } = await get('v=2&action=FETCH_PAGE&lang=en&site=florence&name=nowhere&type=page');
    expect(status).toBe(404);
    expect(body).toEqual({
      status: { code: 404, message: "Page 'nowhere' of type 'page' in en/florence not found" },
      data: null,
    });
  });

  it('names a missing parameter, an unknown action and a wrong version', async () => {
    expect((await get('v=2&action=FETCH_PAGE&lang=en&site=florence')).body.status).toEqual({
      code: 400,
      message: "Missing parameter 'name'",
    });
    expect((await get('v=2&action=DROP_TABLES')).body.status.message).toBe("Unknown action 'DROP_TABLES'");
    expect((await get('v=1&action=FETCH_INDEX&lang=en&site=florence')).body.status.message).toMatch(
      /^Unsupported API version '1'/,
    );
    expect((await get('v=2&action=FETCH_INDEX&lang=fr&site=florence')).body.status.message).toBe(
      "Unsupported language 'fr'",
    );
  });

  it("answers CORS for the site's own origin only", async () => {
    const from = (origin: string, init: RequestInit = {}, query = 'v=2&action=SEND_MAIL') =>
      fetch(`${server.url}/api.php?${query}`, { ...init, headers: { origin, ...init.headers } });
    const preflight = await from(SITE_ORIGIN, { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN);
    expect(preflight.headers.get('vary')).toBe('Origin');
    // A form on another origin sends its submission's Idempotency-Key.
    expect(preflight.headers.get('access-control-allow-headers')).toContain('idempotency-key');
    const read = await from(SITE_ORIGIN, {}, 'v=2&action=FETCH_LANDING&lang=ko');
    expect(read.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN);
    // Any other page gets no CORS, and a form it sends is refused before anything is read.
    const elsewhere = 'https://elsewhere.example';
    expect((await from(elsewhere, { method: 'OPTIONS' })).headers.get('access-control-allow-origin')).toBeNull();
    expect(
      (await from(elsewhere, {}, 'v=2&action=FETCH_LANDING&lang=ko')).headers.get('access-control-allow-origin'),
    ).toBeNull();
    const posted = await from(
      elsewhere,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(waitlistEntry),
      },
      'v=2&action=WAITLIST_JOIN',
    );
    expect([posted.status, (await posted.json()).status.message]).toEqual([
      403,
      'A page on https://elsewhere.example may not send submissions here; CONTENT_API_ALLOWED_ORIGINS lists the origins that may',
    ]);
  });

  it('sends every answer with headers that keep it from being read as a page', async () => {
    for (const response of [
      await fetch(`${server.url}/api.php?v=2&action=FETCH_LANDING&lang=ko`),
      await fetch(`${server.url}/api.php?v=2&action=NO_SUCH_ACTION`),
      await fetch(`${server.url}/api.php?v=2&action=SEND_MAIL`, { method: 'OPTIONS' }),
    ]) {
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    }
  });

  it('lists every block with a hash in the index', async () => {
    const { body } = await get('v=2&action=FETCH_INDEX&lang=it&site=florence');
    expect(body.data.blocks.map((b: { name: string }) => b.name)).toEqual([
      'navigator',
      'footer',
      'extra',
      'info_banner',
      'image_banner',
      'generic_seo_meta',
    ]);
  });
});

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const PDF: Uint8Array<ArrayBuffer> = new TextEncoder().encode('%PDF-1.7\n%demo\n');
const reserveFields = {
  name: 'Giulia',
  surname: 'Neri',
  email: 'giulia@example.com',
  pax: 4,
  message: 'Window table, please',
  checkout_consent: true,
};

function mailForm(
  overrides: Record<string, string> = {},
  files: { name: string; bytes: Uint8Array<ArrayBuffer>; type?: string }[] = [],
) {
  const form = new FormData();
  const fields = {
    type: '2',
    site: 'florence',
    recipient: 'florence@osterialucciola.example',
    lang: 'it',
    form: 'reserve',
    fields: JSON.stringify(reserveFields),
    ...overrides,
  };
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  for (const file of files)
    form.append('files', new Blob([file.bytes], { type: file.type ?? 'application/octet-stream' }), file.name);
  return form;
}

async function send(form: FormData, url = server.url, headers: Record<string, string> = {}) {
  const response = await fetch(`${url}/api.php?v=2&action=SEND_MAIL`, { method: 'POST', body: form, headers });
  return {
    status: response.status,
    // biome-ignore lint/suspicious/noExplicitAny: tests read the answer's data freely; its shape is what they check
    body: (await response.json()) as { status: { code: number; message: string }; data: any },
  };
}

describe('mail send', () => {
  it('stores an accepted submission with its attachments before answering success', async () => {
    const { status, body } = await send(
      mailForm({}, [
        { name: 'menu-request.pdf', bytes: PDF },
        { name: 'photo.png', bytes: PNG },
      ]),
    );
    expect(status).toBe(200);
    expect(body.data.success).toBe(true);
    const records = await server.mail.list();
    const record = records.find((candidate) => candidate.id === body.data.id)!;
    expect(record).toMatchObject({ type: 2, site: 'florence', form: 'reserve', fields: reserveFields });
    expect(record.attachments.map((a) => [a.originalName, a.type])).toEqual([
      ['menu-request.pdf', 'application/pdf'],
      ['photo.png', 'image/png'],
    ]);
    expect(new Uint8Array(await readFile(server.mail.attachmentPath(record.attachments[0]!.storedName)))).toEqual(PDF);
    expect(record.attachments[0]!.storedName).not.toContain('menu-request');
  });

  it('judges an attachment by its content, not its name', async () => {
    const renamed = await send(mailForm({}, [{ name: 'scan.txt', bytes: PNG }]));
    expect(renamed.status).toBe(200);
    const disguised = await send(
      mailForm({}, [{ name: 'invoice.pdf', bytes: new TextEncoder().encode('MZ\x90\x00 not a pdf') }]),
    );
    expect(disguised.body.status).toEqual({
      code: 400,
      message: "Attachment 'invoice.pdf' is not a PDF, JPEG or PNG file",
    });
    // The answer names the form's field, so the form marks its attachments.
    expect(disguised.body.data).toEqual({
      field: 'files',
      errors: [{ field: 'files', message: 'Only PDF, JPEG or PNG files' }],
    });
  });

  it('refuses an attachment over 5 MB', async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PDF);
    const { body } = await send(mailForm({}, [{ name: 'big.pdf', bytes: big }]));
    expect(body.status).toEqual({ code: 400, message: "Attachment 'big.pdf' is larger than 5 MB" });
  });

  it('refuses more than five attachments', async () => {
    const files = Array.from({ length: 6 }, (_, i) => ({ name: `p${i}.png`, bytes: PNG }));
    expect((await send(mailForm({}, files))).body.status.message).toBe('At most 5 attachments are accepted, got 6');
  });

  it('answers 400 naming the field the form schema rejects', async () => {
    const { status, body } = await send(
      mailForm({ fields: JSON.stringify({ ...reserveFields, email: 'giulia-at-home' }) }),
    );
    expect(status).toBe(400);
    expect(body.status.message).toBe(
      "Invalid form field 'email': Email is not valid. Must contain @ and a domain (eg. 'osterialucciola.example')",
    );
    const noName = await send(mailForm({ fields: JSON.stringify({ ...reserveFields, name: '' }) }));
    expect(noName.body.status.message).toBe("Invalid form field 'name': Required field");
  });

  it("keeps the guest's language when it is not the page's, and refuses one without a table", async () => {
    const { body } = await send(mailForm({ guestLang: 'zh-Hant' }));
    const record = (await server.mail.list()).find((candidate) => candidate.id === body.data.id)!;
    expect(record).toMatchObject({ lang: 'it', guestLang: 'zh-Hant' });
    const same = await send(mailForm({ guestLang: 'it' }));
    expect((await server.mail.list()).find((candidate) => candidate.id === same.body.data.id)).not.toHaveProperty(
      'guestLang',
    );
    const refused = await send(mailForm({ guestLang: 'xx' }));
    expect([refused.status, refused.body.status.message, refused.body.data?.field]).toEqual([
      400,
      "Unsupported guest language 'xx'",
      'guestLang',
    ]);
  });

  it('refuses another recipient than the site own, a wrong type and unparsable fields', async () => {
    expect((await send(mailForm({ recipient: 'someone@elsewhere.example' }))).body.status.message).toBe(
      "Field 'recipient' is not the recipient of florence",
    );
    expect((await send(mailForm({ type: '1' }))).body.status.message).toBe("Field 'type' must be 2");
    expect((await send(mailForm({ fields: '{not json' }))).body.status.message).toBe(
      "Field 'fields' is not valid JSON",
    );
  });

  it('refuses controls and line separators in the single-line fields, keys every object inherits, objects for texts and absurd numbers', async () => {
    const before = (await server.mail.list()).length;
    for (const name of ['Giulia\r\nBcc', 'Giulia\u000bNeri', 'Giulia\u2028Neri', 'Giulia\u0000', 'Giulia\u0085']) {
      const { status, body } = await send(mailForm({ fields: JSON.stringify({ ...reserveFields, name }) }));
      expect([status, body.data?.field], JSON.stringify(name)).toEqual([400, 'name']);
    }
    const country = await send(mailForm({ fields: JSON.stringify({ ...reserveFields, country: 'Italia\u2029Bcc' }) }));
    expect(country.body.data?.field).toBe('country');
    const inherited = await send(mailForm({ fields: JSON.stringify({ ...reserveFields, constructor: 'x' }) }));
    expect([inherited.status, inherited.body.status.message]).toEqual([
      400,
      "Invalid field 'constructor': field name 'constructor' is not accepted",
    ]);
    const object = await send(mailForm({ fields: JSON.stringify({ ...reserveFields, surname: { first: 'Neri' } }) }));
    expect([object.status, object.body.status.message]).toEqual([400, "Invalid form field 'surname': Invalid field"]);
    const pax = await send(mailForm({ fields: JSON.stringify({ ...reserveFields, pax: 1e300 }) }));
    expect([pax.status, pax.body.status.message]).toEqual([
      400,
      "Invalid form field 'pax': Enter a number from 1 to 200",
    ]);
    const message = await send(mailForm({ fields: JSON.stringify({ ...reserveFields, message: 'a'.repeat(501) }) }));
    expect([message.status, message.body.status.message]).toEqual([
      400,
      "Invalid form field 'message': Use at most 500 characters",
    ]);
    expect((await server.mail.list()).length).toBe(before);
  });

  it('keeps an attachment name only as a clean name: no folders, controls or direction overrides', async () => {
    const { body } = await send(
      mailForm({}, [
        { name: '..\\..\\menu\r\nBcc.pdf', bytes: PDF },
        { name: 'photo\u202Egnp.exe.png', bytes: PNG },
      ]),
    );
    const record = (await server.mail.list()).find((candidate) => candidate.id === body.data.id)!;
    expect(record.attachments.map((attachment) => attachment.originalName)).toEqual([
      'menuBcc.pdf',
      'photognp.exe.png',
    ]);
  });

  it('stores a mail sent again with its Idempotency-Key once, with one copy of its attachments', async () => {
    const key = crypto.randomUUID();
    const files = [{ name: 'menu-request.pdf', bytes: PDF }];
    const attachments = async () => (await readdir(join(dataDir, 'mail', 'attachments'))).length;
    const before = await attachments();
    const first = await send(
      mailForm({ fields: JSON.stringify({ ...reserveFields, message: key }) }, files),
      server.url,
      { 'idempotency-key': key },
    );
    const retry = await send(
      mailForm({ fields: JSON.stringify({ ...reserveFields, message: key }) }, files),
      server.url,
      { 'idempotency-key': key },
    );
    expect([first.status, retry.status, retry.body.data]).toEqual([200, 200, first.body.data]);
    expect((await server.mail.list()).filter((record) => record.fields.message === key)).toHaveLength(1);
    expect(await attachments()).toBe(before + 1);
    // Another attachment under the same key is another submission.
    const other = await send(
      mailForm({ fields: JSON.stringify({ ...reserveFields, message: key }) }, [
        { name: 'menu-request.pdf', bytes: PNG },
      ]),
      server.url,
      { 'idempotency-key': key },
    );
    expect(other.status).toBe(422);
  });

  it('stores nothing it refused', async () => {
    const before = (await server.mail.list()).length;
    await send(mailForm({ fields: JSON.stringify({ ...reserveFields, surname: 'N3ri' }) }));
    expect((await server.mail.list()).length).toBe(before);
  });

  it('loses no accepted submission when the server is killed right after answering', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'api-kill-'));
    const api = await spawnReferenceApi(['--data-dir', dir]);
    try {
      const { body } = await send(mailForm({}, [{ name: 'photo.png', bytes: PNG }]), api.url);
      await api.stop('SIGKILL');
      const database = await openDatabase({ dataDir: dir, url: '' });
      const stored = await new MailStore(join(dir, 'mail'), async () => database.db)
        .list()
        .finally(() => database.close());
      expect(stored.map((record) => record.id)).toEqual([body.data.id]);
      expect(
        new Uint8Array(await readFile(join(dir, 'mail', 'attachments', stored[0]!.attachments[0]!.storedName))),
      ).toEqual(PNG);
    } finally {
      await api.stop('SIGKILL');
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('a request target no URL parser takes', () => {
  it('is answered 400, and the service keeps answering', async () => {
    for (const target of ['http://[bad/api.php?v=2&action=FETCH_LANDING&lang=en', 'http://[bad/'])
      expect(await statusLineFor(server.url, target)).toBe('HTTP/1.1 400 Bad Request');
    expect((await fetch(`${server.url}/health`)).status).toBe(200);
  });
});

describe('health and readiness, for whatever runs the service', () => {
  it('answers /health while the process runs, and /ready once its database answers with every migration', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'api-ready-'));
    const lazy = await startReferenceApi({ port: 0, dataDir: dir, databaseUrl: '' });
    try {
      expect((await fetch(`${lazy.url}/health`)).status).toBe(200);
      const early = await fetch(`${lazy.url}/ready`);
      expect([early.status, early.headers.get('retry-after'), (await early.json()).status.message]).toEqual([
        503,
        '5',
        'Not ready: the submissions database is not open yet',
      ]);
      await lazy.database();
      expect((await fetch(`${lazy.url}/ready`)).status).toBe(200);
      expect((await fetch(`${lazy.url}/ready`, { method: 'POST' })).status).toBe(405);
    } finally {
      await lazy.close();
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('says on /ready why a database that cannot open is not ready, while /health still answers', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'api-held-'));
    // Another live process holds the data folder (the parent of this one).
    await writeFile(join(dir, 'pgdata.lock'), String(process.ppid));
    const held = await startReferenceApi({ port: 0, dataDir: dir, databaseUrl: '' });
    try {
      expect((await fetch(`${held.url}/health`)).status).toBe(200);
      await fetch(`${held.url}/ready`); // starts the opening, which fails
      await held.database().catch(() => undefined);
      const answer = await fetch(`${held.url}/ready`);
      expect(answer.status).toBe(503);
      expect((await answer.json()).status.message).toMatch(/^Not ready: the submissions database cannot open \(.*\d+/);
    } finally {
      await held.close().catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
