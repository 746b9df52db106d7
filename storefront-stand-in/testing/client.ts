/** For the stand-in's tests: its GraphQL endpoint called the way the site's client calls it. */
import type { SiteId } from '../../lib/sites.ts';
import {
  STOREFRONT_API_VERSION,
  STOREFRONT_DOCUMENTS,
  type StorefrontOperations,
} from '../../lib/storefront/documents.ts';
import { demoStorefrontToken } from '../demoStores.ts';

interface GraphqlAnswer {
  status: number;
  headers: Headers;
  /** Parsed JSON, read freely by the tests; answers to the site's documents also go through lib/storefront/shape.ts. */
  // biome-ignore lint/suspicious/noExplicitAny: the tests read the parsed answer freely (see the comment above)
  body: any;
}

export function endpointOf(standInUrl: string, site: string): string {
  return `${standInUrl}/${site}/api/${STOREFRONT_API_VERSION}/graphql.json`;
}

/** POSTs a raw body to a store's endpoint with its demo token (or `token`, or none when null). */
export async function postRaw(
  standInUrl: string,
  site: string,
  body: string,
  token: string | null = demoStorefrontToken(site as SiteId),
): Promise<GraphqlAnswer> {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (token !== null) headers['x-shopify-storefront-access-token'] = token;
  const response = await fetch(endpointOf(standInUrl, site), { method: 'POST', headers, body });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined };
}

/** Runs one GraphQL document against a store, as the site does. */
export function gql(
  standInUrl: string,
  site: SiteId,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<GraphqlAnswer> {
  return postRaw(standInUrl, site, JSON.stringify({ query, variables }));
}

/**
 * Runs one of the site's own documents (lib/storefront/documents.ts) by its name, as the site's client
 * does: the answer typed as the schema promises it (operations.generated.ts). The variables stay loose,
 * since the tests also send what the site never would.
 */
export async function operation<Name extends keyof StorefrontOperations>(
  standInUrl: string,
  site: SiteId,
  name: Name,
  variables: Record<string, unknown> = {},
): Promise<{ data?: StorefrontOperations[Name]['data']; errors?: unknown[] }> {
  const { body } = await gql(standInUrl, site, STOREFRONT_DOCUMENTS[name], variables);
  return body;
}
