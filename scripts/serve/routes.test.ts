/**
 * The route table (routeCases.ts) against both engines that serve one built site (dist/, the test build):
 * our server as `npm run serve` runs it, and Netlify's own engine as `npm run serve:cdn` runs it, each with
 * the reference content API behind `/api.php` where the build's host config proxies it.
 */
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDemoContentApi, type OpenDemoContentApi } from './openDemoContentApi.ts';
import { startNetlifyDev } from './netlifyDev.ts';
import { ROUTE_CASES, type BuiltSite, type EngineName, type RouteExpectation } from './routeCases.ts';
import { startSiteServer } from './siteServer.ts';
import { bookingFor, openDay } from '../../booking-service/testing/submissions.ts';
import { LARGEST_UPLOAD_BYTES } from '../../lib/serverTimeouts.ts';
import { SITES } from '../../lib/sites.ts';

/** netlify dev needs fixed ports: CDN_TEST_PORT and the two after it (its static and functions servers). */
const CDN_TEST_PORT = Number(process.env.CDN_TEST_PORT ?? 4314);

let api: OpenDemoContentApi;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'routes-api-'));
  // Both engines' submissions come from this machine: more than the API's 10 a minute per client.
  api = await openDemoContentApi('dist/host', { dataDir, rateLimitPerMinute: 0 });
  if (!api.url)
    throw new Error(
      'The built host config proxies /api.php to no local reference API: build with `npx tsx scripts/test/build.ts`.',
    );
}, 60_000);
afterAll(async () => {
  await api.close();
  await rm(dataDir, { recursive: true, force: true });
});

const site: BuiltSite = {
  entryScript: /"(\/assets\/entries\/[^"]+\.js)"/.exec(readFileSync('dist/client/en/index.html', 'utf8'))![1]!,
};

const engines: { engine: EngineName; title: string; start: () => Promise<{ url: string; close(): Promise<void> }> }[] =
  [
    {
      engine: 'siteServer',
      title: 'our server (npm run serve)',
      start: () => startSiteServer({ port: 0, contentApi: api.url }),
    },
    {
      engine: 'netlify',
      title: 'Netlify engine (npm run serve:cdn)',
      start: () => startNetlifyDev({ port: CDN_TEST_PORT }),
    },
  ];

function formData(fields: Record<string, string>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return body;
}

/** A POST of `body`, with its length declared or sent chunked; the answer's status and text. */
function post(base: string, path: string, body: Buffer, headers: Record<string, string>, chunked = false) {
  return new Promise<{ status: number; text: string }>((done, fail) => {
    const sent = request(
      `${base}${path}`,
      { method: 'POST', headers: { ...headers, ...(chunked ? {} : { 'content-length': String(body.length) }) } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done({ status: response.statusCode!, text: Buffer.concat(chunks).toString() }));
      },
    );
    sent.on('error', fail);
    sent.end(body);
  });
}

/** A PDF of `bytes` bytes, as the mail form attaches one (the API reads the `%PDF` signature). */
const pdf = (name: string, bytes: number) =>
  new File([Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(bytes - 9, 32)])], name, {
    type: 'application/pdf',
  });

function check(
  answer: { status: number; location: string | null; headers: Headers; text: string },
  wanted: RouteExpectation,
) {
  expect(answer.status).toBe(wanted.status);
  if (wanted.location !== undefined) expect(answer.location).toBe(wanted.location);
  for (const text of wanted.contains ?? []) expect(answer.text).toContain(text);
  for (const text of wanted.lacks ?? []) expect(answer.text).not.toContain(text);
  for (const [name, value] of Object.entries(wanted.headers ?? {})) {
    const actual = answer.headers.get(name);
    if (value === null || typeof value === 'string') expect(actual, name).toBe(value);
    else expect(actual, name).toMatch(value);
  }
}

for (const { engine, title, start } of engines)
  describe(title, () => {
    let server: { url: string; close(): Promise<void> };
    beforeAll(async () => {
      const started = Date.now();
      server = await start();
      console.log(`${engine}: answering in ${Date.now() - started} ms`);
    }, 90_000);
    afterAll(() => server?.close());

    for (const routeCase of ROUTE_CASES) {
      const own = routeCase.differs?.[engine];
      it(`${routeCase.name}${own ? ` — differs here: ${own.reason}` : ''}`, async () => {
        const path = typeof routeCase.path === 'string' ? routeCase.path : routeCase.path(site);
        const response = await fetch(`${server.url}${path}`, {
          method: routeCase.method ?? 'GET',
          redirect: 'manual',
          headers: { 'accept-language': routeCase.acceptLanguage ?? 'en-US' },
          ...(routeCase.form ? { body: formData(routeCase.form) } : {}),
        });
        const answer = {
          status: response.status,
          location: response.headers.get('location'),
          headers: response.headers,
          text: await response.text(),
        };
        check(answer, own?.expect ?? routeCase.expect);
      });
    }

    it('listens on loopback only: another address of this machine is refused', async () => {
      const outside = Object.values(networkInterfaces())
        .flat()
        .find((entry) => entry?.family === 'IPv4' && !entry.internal)?.address;
      if (!outside) return; // a machine with loopback alone has nothing to refuse
      const port = new URL(server.url).port;
      const reached = await fetch(`http://${outside}:${port}/en/`, { redirect: 'manual' }).then(
        () => true,
        () => false,
      );
      expect(reached, `${outside}:${port}`).toBe(false);
    });

    it("refuses a body over the largest upload with 413 in the content API's envelope, declared or counted, and stays up", async () => {
      const oversized = Buffer.alloc(LARGEST_UPLOAD_BYTES + 1, 120);
      const refusal = {
        status: { code: 413, message: `Request body is larger than ${LARGEST_UPLOAD_BYTES} bytes` },
        data: null,
      };
      for (const chunked of [false, true]) {
        const answer = await post(
          server.url,
          '/api.php?v=2&action=SEND_MAIL',
          oversized,
          { 'content-type': 'multipart/form-data; boundary=x' },
          chunked,
        );
        expect([answer.status, JSON.parse(answer.text)], chunked ? 'sent chunked' : 'length declared').toEqual([
          413,
          refusal,
        ]);
      }
      expect((await fetch(`${server.url}/health-check`)).status).toBe(200);
    });

    it('takes a contact form with two 4 MB PDFs (more than netlify dev buffers by itself) as the content API does', async () => {
      const form = formData({
        type: '2',
        site: 'florence',
        recipient: SITES.florence.mailRecipient,
        lang: 'en',
        form: 'contact',
        fields: JSON.stringify({
          name: 'Giulia',
          surname: 'Neri',
          telephone: '+39 055 123 4567',
          requestType: 'opening-hours',
          checkout_consent: true,
        }),
      });
      form.append('files', pdf('menu.pdf', 4 * 1024 * 1024));
      form.append('files', pdf('floor-plan.pdf', 4 * 1024 * 1024));
      const response = await fetch(`${server.url}/api.php?v=2&action=SEND_MAIL`, { method: 'POST', body: form });
      const body = (await response.json()) as { status: { code: number }; data: { success?: boolean } | null };
      expect([response.status, body.status.code, body.data?.success]).toEqual([200, 200, true]);
      expect((await fetch(`${server.url}/health-check`)).status).toBe(200);
    });

    it('books once for a booking sent again with its Idempotency-Key, and refuses a malformed key as the API does', async () => {
      const request = await bookingFor(server, { date: openDay('florence'), time: '21:00', guests: 2 });
      const send = (key: string) =>
        fetch(`${server.url}/api.php?v=2&action=BOOKING_CREATE`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': key },
          body: JSON.stringify(request),
        }).then(async (response) => ({ status: response.status, body: await response.json() }));
      const key = crypto.randomUUID();
      const first = await send(key);
      expect(first.status).toBe(200);
      // The card token was spent by the first: only the first's stored answer (one booking) makes this a 200.
      expect(await send(key)).toEqual(first);
      const malformed = await send('not a key');
      expect([malformed.status, malformed.body.status.message]).toEqual([
        400,
        "Invalid header 'Idempotency-Key': 8 to 200 characters of A-Z, a-z, 0-9, '-' and '_'",
      ]);
    });
  });
