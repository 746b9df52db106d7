/**
 * The content API the sync and the local scripts talk to: the given URL, else CONTENT_API_URL, else the
 * reference content API with its demo content started in-process (the embedded default, so a fresh
 * machine needs no outside service).
 */
import { startReferenceApi } from '../booking-service/server.ts';

interface ContentApiHandle {
  url: string;
  /** True when this process started the reference API (and so stops it in close()). */
  embedded: boolean;
  close(): Promise<void>;
}

/**
 * `bookings`: the API will take the forms and bookings of a served site, so the embedded one opens its
 * database before it answers (the sync leaves it closed).
 */
export async function openContentApi(
  options: { url?: string; port?: number; bookings?: boolean } = {},
): Promise<ContentApiHandle> {
  const configured = options.url ?? process.env.CONTENT_API_URL;
  if (configured) return { url: configured, embedded: false, close: async () => {} };
  const api = await startReferenceApi({
    port: options.port ?? Number(process.env.CONTENT_API_PORT ?? 0),
    openDatabaseFirst: options.bookings,
  });
  return { url: api.url, embedded: true, close: () => api.close() };
}
