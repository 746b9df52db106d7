/** Every GraphQL document of the shop is valid against Shopify's published Storefront schema. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { buildClientSchema, parse, validate, type IntrospectionQuery } from 'graphql';
import { describe, expect, it } from 'vitest';
import { STOREFRONT_API_VERSION, STOREFRONT_DOCUMENTS } from './documents.ts';

const require = createRequire(import.meta.url);
const schemaFile = require.resolve('@shopify/hydrogen-react/storefront.schema.json');
const introspection = JSON.parse(readFileSync(schemaFile, 'utf8')) as { __schema: IntrospectionQuery['__schema'] };
const schema = buildClientSchema({ __schema: introspection.__schema });

describe(`Storefront documents against the published ${STOREFRONT_API_VERSION} schema`, () => {
  it('tests against the schema of the version the client asks for', () => {
    // The schema JSON carries no version; the package's own constant beside its entry point does.
    const constants = join(dirname(require.resolve('@shopify/hydrogen-react')), 'storefront-api-constants.js');
    const shipped = /SFAPI_VERSION\s*=\s*["'](\d{4}-\d{2})["']/.exec(readFileSync(constants, 'utf8'))?.[1];
    expect(shipped).toBe(STOREFRONT_API_VERSION);
  });

  for (const [name, document] of Object.entries(STOREFRONT_DOCUMENTS)) {
    it(`${name} is valid`, () => {
      const errors = validate(schema, parse(document)).map((error) => error.message);
      expect(errors).toEqual([]);
    });
  }

  it('catches a document Shopify would reject (the test can fail)', () => {
    const wrong = parse('query { cart(id: "x") { webUrl totalPrice } }');
    expect(
      validate(schema, wrong)
        .map((error) => error.message)
        .join(' '),
    ).toMatch(/Cannot query field "webUrl"/);
  });
});
