/**
 * Shopify's published Storefront schema (the introspection JSON shipped in @shopify/hydrogen-react), built
 * once per process. Every query is validated against it, so a query Shopify would reject fails here too.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { buildClientSchema, type GraphQLDirective, type GraphQLSchema, type IntrospectionQuery } from 'graphql';

let built: GraphQLSchema | undefined;

/** The Storefront schema; the first call reads and builds it (~2 MB of JSON), later calls reuse it. */
export function storefrontSchema(): GraphQLSchema {
  if (!built) {
    const file = createRequire(import.meta.url).resolve('@shopify/hydrogen-react/storefront.schema.json');
    const introspection = JSON.parse(readFileSync(file, 'utf8')) as { __schema: IntrospectionQuery['__schema'] };
    built = buildClientSchema({ __schema: introspection.__schema });
  }
  return built;
}

/** The schema's `@inContext` directive, whose arguments pick the market and language of an operation. */
export function inContextDirective(): GraphQLDirective {
  const directive = storefrontSchema().getDirective('inContext');
  if (!directive) throw new Error('The Storefront schema has no @inContext directive');
  return directive;
}
