import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { createContentApiClient, endpointOf, retryAfterSeconds } from './contentApi.ts';
import { contentApiFailure as failure } from './testing/contentApi.ts';

const seo = {
  title: '',
  description: '',
  canonical: '',
  og_props: [],
  twitter: { card_type: '', title: '', description: '', site: '', creator: '' },
  social_images: { facebook: '', generic: '', twitter: '' },
};
const homepage = {
  id: 3000,
  child: null,
  title: 'ホーム',
  structure: [],
  seo_meta: seo,
  data: { lang: 'ja', site: 'tokyo', name: 'homepage', type: 'page', path: '', modified: '2026-10-01T09:00:00Z' },
};

/** A fetch that records the URLs it was asked for and answers from a function. */
function fakeFetch(answer: (url: URL) => Response | Promise<Response>) {
  const urls: URL[] = [];
  const fetch = async (input: string | URL | Request) => {
    const url = new URL(String(input));
    urls.push(url);
    return answer(url);
  };
  return { urls, fetch: fetch as typeof globalThis.fetch };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

describe('content-API client', () => {
  it('finds the endpoint from a base URL or the full /api.php URL', () => {
    expect(endpointOf('http://127.0.0.1:8787/')).toBe('http://127.0.0.1:8787/api.php');
    expect(endpointOf('https://cms.example/api.php')).toBe('https://cms.example/api.php');
  });

  it('fetches a page with FETCH_PAGE, version 2, wp cache on and local cache off', async () => {
    const { urls, fetch } = fakeFetch(() => json({ status: { code: 200, message: 'OK' }, data: homepage }));
    const client = createContentApiClient({ baseUrl: 'http://api.test', fetch });
    const page = await client.fetchPage('ja', 'tokyo', 'homepage', 'page');
    expect(page.title).toBe('ホーム');
    expect(Object.fromEntries(urls[0]!.searchParams)).toEqual({
      v: '2',
      action: 'FETCH_PAGE',
      lang: 'ja',
      site: 'tokyo',
      name: 'homepage',
      type: 'page',
      wp_cache: '1',
      local_cache: '0',
    });
  });

  it('sends jp as ja', async () => {
    const { urls, fetch } = fakeFetch(() => json({ status: { code: 200, message: 'OK' }, data: homepage }));
    await createContentApiClient({ baseUrl: 'http://api.test', fetch }).fetchPage(
      'jp' as 'ja',
      'tokyo',
      'homepage',
      'page',
    );
    expect(urls[0]!.searchParams.get('lang')).toBe('ja');
  });

  it('reports a 404 envelope as not-found, not to be retried', async () => {
    const { fetch } = fakeFetch(() => json({ status: { code: 404, message: 'Page not found' }, data: null }, 404));
    const error = await failure(
      createContentApiClient({ baseUrl: 'http://api.test', fetch }).fetchPage('en', 'florence', 'x', 'page'),
    );
    expect(error.kind).toBe('not-found');
    expect(error.retryable).toBe(false);
  });

  it('reports a 503 as retryable with its message', async () => {
    const { fetch } = fakeFetch(() => json({ status: { code: 503, message: 'busy' }, data: null }, 503));
    const error = await failure(
      createContentApiClient({ baseUrl: 'http://api.test', fetch }).fetchIndex('en', 'florence'),
    );
    expect(error).toMatchObject({ kind: 'http', status: 503, message: '503 busy', retryable: true });
  });

  it('names malformed JSON', async () => {
    const { fetch } = fakeFetch(() => new Response('{"status":{"code":200,"mess'));
    const error = await failure(
      createContentApiClient({ baseUrl: 'http://api.test', fetch }).fetchIndex('en', 'florence'),
    );
    expect(error.kind).toBe('malformed');
    expect(error.message).toMatch(/^malformed JSON from the content API/);
  });

  it('turns a contract break into a contract error naming the field', async () => {
    const { fetch } = fakeFetch(() =>
      json({ status: { code: 200, message: 'OK' }, data: { ...homepage, title: null } }),
    );
    const error = await failure(
      createContentApiClient({ baseUrl: 'http://api.test', fetch }).fetchPage('ja', 'tokyo', 'homepage', 'page'),
    );
    expect(error.kind).toBe('contract');
    expect(error.message).toContain('title');
    expect(error.retryable).toBe(false);
  });

  it('gives up after the timeout with a timeout error', async () => {
    const fetch = ((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) => {
        init.signal!.addEventListener('abort', () => reject(init.signal!.reason));
      })) as unknown as typeof globalThis.fetch;
    const error = await failure(
      createContentApiClient({ baseUrl: 'http://api.test', fetch, timeoutMs: 50 }).fetchIndex('en', 'florence'),
    );
    expect(error).toMatchObject({ kind: 'timeout', message: 'no answer within 50 ms', retryable: true });
  });

  it('reports an unreachable host as a network error', async () => {
    const server = createServer().listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    await new Promise((resolve) => server.close(resolve));
    const client = createContentApiClient({ baseUrl: `http://127.0.0.1:${port}`, timeoutMs: 2000 });
    const error = await failure(client.fetchIndex('en', 'florence'));
    expect(error.kind).toBe('network');
    expect(error.message).toContain('ECONNREFUSED');
  });

  it('sends mail as multipart with type 2 and the site recipient', async () => {
    let sent: FormData | undefined;
    const fetch = (async (_url: string, init: RequestInit) => {
      sent = init.body as FormData;
      return json({ status: { code: 200, message: 'OK' }, data: { success: true, id: 'm1' } });
    }) as unknown as typeof globalThis.fetch;
    const result = await createContentApiClient({ baseUrl: 'http://api.test', fetch }).sendMail({
      site: 'tokyo',
      lang: 'ja',
      form: 'reserve',
      fields: { name: 'Aiko' },
    });
    expect(result).toEqual({ success: true, id: 'm1' });
    expect(sent!.get('type')).toBe('2');
    expect(sent!.get('recipient')).toBe('tokyo@osterialucciola.example');
    expect(JSON.parse(String(sent!.get('fields')))).toEqual({ name: 'Aiko' });
  });
});

describe('booking calls', () => {
  const ok = (data: unknown) => json({ status: { code: 200, message: 'OK' }, data });
  const availability = {
    site: 'florence',
    date: '2026-10-02',
    guests: 2,
    groupOnly: false,
    closed: false,
    services: [{ service: 'dinner', slots: [{ time: '19:30', available: true }] }],
    seating: [{ id: 'dining-room', available: true }],
    extras: [
      {
        id: 'celebration',
        mode: 'toggle',
        items: [{ id: 'celebration-cake', maxQuantity: 1, price: { amount: '35.00', currencyCode: 'EUR' } }],
      },
    ],
    cardGuarantee: {
      required: true,
      penaltyPerPerson: { amount: '150.00', currencyCode: 'EUR' },
      freeCancellationHours: 48,
    },
  };

  it('asks BOOKING_AVAILABILITY with site, lang, date and guests', async () => {
    const { urls, fetch } = fakeFetch(() => ok(availability));
    const answer = await createContentApiClient({ baseUrl: 'http://api.test', fetch }).bookingAvailability({
      site: 'florence',
      lang: 'it',
      date: '2026-10-02',
      guests: 2,
    });
    expect(answer).toEqual(availability);
    expect(Object.fromEntries(urls[0]!.searchParams)).toEqual({
      v: '2',
      action: 'BOOKING_AVAILABILITY',
      lang: 'it',
      site: 'florence',
      date: '2026-10-02',
      guests: '2',
    });
  });

  it('posts a waiting-list request as JSON', async () => {
    let init: RequestInit | undefined;
    const fetch = (async (_url: string, given: RequestInit) => {
      init = given;
      return ok({ success: true, id: 'w1' });
    }) as unknown as typeof globalThis.fetch;
    const request = {
      site: 'tokyo',
      lang: 'ja',
      date: '2026-10-02',
      service: 'dinner',
      time: '19:00',
      guests: 2,
      name: '花子',
      surname: '山田',
      phoneCode: '81',
      phone: '9000000000',
    } as const;
    expect(await createContentApiClient({ baseUrl: 'http://api.test', fetch }).joinWaitlist(request)).toEqual({
      success: true,
      id: 'w1',
    });
    expect(init!.method).toBe('POST');
    expect(new Headers(init!.headers).get('content-type')).toBe('application/json');
    expect(JSON.parse(String(init!.body))).toEqual(request);
  });

  it('names the refused field of a 400 on the error', async () => {
    const { fetch } = fakeFetch(() =>
      json(
        {
          status: { code: 400, message: "Invalid field 'contact.email': Required field" },
          data: { field: 'contact.email' },
        },
        400,
      ),
    );
    const error = await failure(
      createContentApiClient({ baseUrl: 'http://api.test', fetch }).requestGroup({} as never),
    );
    expect(error).toMatchObject({ kind: 'http', status: 400, field: 'contact.email', retryable: false });
  });

  it("keeps every refused field of a 400 with the server's text", async () => {
    const errors = [
      { field: 'email', message: 'Required field' },
      { field: 'files', message: 'Only PDF, JPEG or PNG files' },
    ];
    const { fetch } = fakeFetch(() =>
      json(
        {
          status: { code: 400, message: "Invalid form field 'email': Required field" },
          data: { field: 'email', errors: [...errors, { field: 1 }] },
        },
        400,
      ),
    );
    const error = await failure(
      createContentApiClient({ baseUrl: 'http://api.test', fetch }).sendMail({
        site: 'florence',
        lang: 'en',
        form: 'reserve',
        fields: {},
      }),
    );
    expect(error).toMatchObject({ kind: 'http', status: 400, field: 'email', details: { errors } });
  });

  it("reads a 429's Retry-After, in seconds or as a date", async () => {
    const { fetch } = fakeFetch(
      () =>
        new Response(
          JSON.stringify({ status: { code: 429, message: 'Too many submissions; try again in 42 s' }, data: null }),
          { status: 429, headers: { 'retry-after': '42' } },
        ),
    );
    const error = await failure(
      createContentApiClient({ baseUrl: 'http://api.test', fetch }).joinWaitlist({} as never),
    );
    expect(error).toMatchObject({ kind: 'http', status: 429, details: { retryAfterSeconds: 42 } });
    expect(retryAfterSeconds('Wed, 21 Oct 2026 07:28:30 GMT', Date.parse('Wed, 21 Oct 2026 07:28:00 GMT'))).toBe(30);
    expect(retryAfterSeconds('soon')).toBeUndefined();
    expect(retryAfterSeconds(null)).toBeUndefined();
  });

  it('reports a slot filled meanwhile as a 409, not to be retried', async () => {
    const { fetch } = fakeFetch(() =>
      json({ status: { code: 409, message: 'The 20:00 dinner on 2026-10-02 is full' }, data: null }, 409),
    );
    const error = await failure(
      createContentApiClient({ baseUrl: 'http://api.test', fetch }).createBooking({} as never),
    );
    expect(error).toMatchObject({ kind: 'http', status: 409, retryable: false });
  });

  it('refuses a card token that is not a test-mode one', async () => {
    const { fetch } = fakeFetch(() => ok({ token: 'tok_live_1', testMode: true }));
    const error = await failure(
      createContentApiClient({ baseUrl: 'http://api.test', fetch }).demoCardToken('florence'),
    );
    expect(error.kind).toBe('contract');
  });

  it('sends the mail honeypot when given', async () => {
    let sent: FormData | undefined;
    const fetch = (async (_url: string, init: RequestInit) => {
      sent = init.body as FormData;
      return ok({ success: true, id: 'm1' });
    }) as unknown as typeof globalThis.fetch;
    await createContentApiClient({ baseUrl: 'http://api.test', fetch }).sendMail({
      site: 'tokyo',
      lang: 'ja',
      form: 'reserve',
      fields: {},
      website: '',
    });
    expect(sent!.get('website')).toBe('');
  });
});

describe('manage-link calls', () => {
  const ok = (data: unknown) => json({ status: { code: 200, message: 'OK' }, data });
  const TOKEN = 'A'.repeat(43);
  const booking = {
    id: 'b1',
    site: 'florence',
    lang: 'en',
    date: '2026-10-02',
    service: 'dinner',
    time: '20:00',
    guests: 2,
    seating: 'dining-room',
    extras: [{ itemId: 'wine-pairing', quantity: 2 }],
    name: 'Giulia',
    surname: 'Neri',
    status: 'confirmed',
    cancellation: {
      freeUntil: '2026-09-30T18:00:00.000Z',
      freeCancellationHours: 48,
      penaltyPerPerson: { amount: '150.00', currencyCode: 'EUR' },
      charge: null,
    },
  };

  /** A fetch that keeps what it was sent and answers `answer`. */
  function recording(answer: () => Response) {
    const sent: { url: URL; init: RequestInit }[] = [];
    const fetch = (async (url: string, init: RequestInit) => {
      sent.push({ url: new URL(url), init });
      return answer();
    }) as unknown as typeof globalThis.fetch;
    return { sent, fetch };
  }

  it('posts the token in the body of BOOKING_MANAGE, never in the address, and checks the booking it gets', async () => {
    const { sent, fetch } = recording(() => ok(booking));
    expect(await createContentApiClient({ baseUrl: 'http://api.test', fetch }).manageBooking(TOKEN)).toEqual(booking);
    expect(Object.fromEntries(sent[0]!.url.searchParams)).toEqual({ v: '2', action: 'BOOKING_MANAGE' });
    expect(sent[0]!.url.href).not.toContain(TOKEN);
    expect(JSON.parse(String(sent[0]!.init.body))).toEqual({ token: TOKEN });
  });

  it('accepts a cancelled booking with its instant, and refuses a cancelled one without it or a broken charge', async () => {
    const cancelled = { ...booking, status: 'cancelled', cancelledAt: '2026-09-30T08:00:00.000Z', cancellation: null };
    expect(
      await createContentApiClient({
        baseUrl: 'http://api.test',
        fetch: recording(() => ok(cancelled)).fetch,
      }).manageBooking(TOKEN),
    ).toEqual(cancelled);
    for (const broken of [
      { ...cancelled, cancelledAt: undefined },
      { ...booking, cancelledAt: '2026-09-30T08:00:00.000Z' },
      { ...booking, cancellation: { ...booking.cancellation, charge: { amount: 'lots', currencyCode: 'EUR' } } },
      { ...booking, status: 'moved' },
      { ...booking, cancellation: undefined },
    ]) {
      const error = await failure(
        createContentApiClient({ baseUrl: 'http://api.test', fetch: recording(() => ok(broken)).fetch }).manageBooking(
          TOKEN,
        ),
      );
      expect(error.kind).toBe('contract');
    }
  });

  it('reports a bad token as not found, not to be retried', async () => {
    const { fetch } = recording(() =>
      json(
        { status: { code: 404, message: 'This booking link is not valid or has expired' }, data: { field: 'token' } },
        404,
      ),
    );
    const error = await failure(createContentApiClient({ baseUrl: 'http://api.test', fetch }).manageBooking(TOKEN));
    expect(error).toMatchObject({ kind: 'not-found', status: 404, retryable: false });
  });

  it('posts BOOKING_CANCEL with acceptCharge and the Idempotency-Key, and checks the receipt', async () => {
    const receipt = {
      success: true,
      id: 'b1',
      cancelledAt: '2026-10-01T12:00:00.000Z',
      charge: { amount: '300.00', currencyCode: 'EUR' },
    };
    const { sent, fetch } = recording(() => ok(receipt));
    expect(
      await createContentApiClient({ baseUrl: 'http://api.test', fetch }).cancelBooking(TOKEN, true, {
        idempotencyKey: 'cancel-key-1',
      }),
    ).toEqual(receipt);
    expect(JSON.parse(String(sent[0]!.init.body))).toEqual({ token: TOKEN, acceptCharge: true });
    expect(new Headers(sent[0]!.init.headers).get('idempotency-key')).toBe('cancel-key-1');
    const bad = await failure(
      createContentApiClient({
        baseUrl: 'http://api.test',
        fetch: recording(() => ok({ ...receipt, cancelledAt: 'today' })).fetch,
      }).cancelBooking(TOKEN, true),
    );
    expect(bad.kind).toBe('contract');
  });

  it('reports an unaccepted charge as a 409 naming acceptCharge', async () => {
    const { fetch } = recording(() =>
      json(
        { status: { code: 409, message: 'Cancelling now costs € 150,00 per person' }, data: { field: 'acceptCharge' } },
        409,
      ),
    );
    const error = await failure(
      createContentApiClient({ baseUrl: 'http://api.test', fetch }).cancelBooking(TOKEN, false),
    );
    expect(error).toMatchObject({ kind: 'http', status: 409, field: 'acceptCharge', retryable: false });
  });
});
