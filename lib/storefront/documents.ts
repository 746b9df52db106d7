/**
 * Every GraphQL document the shop sends to the Storefront Cart API (version STOREFRONT_API_VERSION), as
 * constants. lib/storefront/documents.test.ts validates each against Shopify's published schema, so a
 * query Shopify would reject fails the tests first. Answers are reshaped into our own types before any
 * component sees them (no edges/node outside lib/storefront/). The types of each answer and its
 * variables are generated from the documents and the schema (`npm run codegen`, operations.generated.ts).
 */
import type {
  CartCreateMutation,
  CartCreateMutationVariables,
  CartLinesAddMutation,
  CartLinesAddMutationVariables,
  CartLinesRemoveMutation,
  CartLinesRemoveMutationVariables,
  CartLinesUpdateMutation,
  CartLinesUpdateMutationVariables,
  CartQuery,
  CartQueryVariables,
  ProductByHandleQuery,
  ProductByHandleQueryVariables,
  ProductsQuery,
  ProductsQueryVariables,
} from './operations.generated.ts';

/** The version of the published schema in @shopify/hydrogen-react that the tests validate against. */
export const STOREFRONT_API_VERSION = '2026-04';

/** Rules §content-api: Fetch all products (page size 250). */
export const PRODUCT_PAGE_SIZE = 250;

const CART_FIELDS = /* GraphQL */ `
  fragment CartFields on Cart {
    id
    checkoutUrl
    totalQuantity
    cost {
      totalAmount { amount currencyCode }
    }
    lines(first: 100) {
      nodes {
        id
        quantity
        cost { amountPerQuantity { amount currencyCode } }
        merchandise {
          ... on ProductVariant {
            id
            image { url altText }
            product { handle title }
          }
        }
      }
    }
  }
`;

const PRODUCT_FIELDS = /* GraphQL */ `
  fragment ProductFields on Product {
    id
    handle
    title
    availableForSale
    featuredImage { url altText }
    variants(first: 1) {
      nodes { id availableForSale price { amount currencyCode } }
    }
  }
`;

export const PRODUCTS_QUERY = /* GraphQL */ `
  query Products($first: Int!, $after: String, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    products(first: $first, after: $after) {
      nodes { ...ProductFields }
      pageInfo { hasNextPage endCursor }
    }
  }
  ${PRODUCT_FIELDS}
`;

export const PRODUCT_BY_HANDLE_QUERY = /* GraphQL */ `
  query ProductByHandle($handle: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    product(handle: $handle) { ...ProductFields }
  }
  ${PRODUCT_FIELDS}
`;

export const CART_QUERY = /* GraphQL */ `
  query Cart($id: ID!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    cart(id: $id) { ...CartFields }
  }
  ${CART_FIELDS}
`;

export const CART_CREATE_MUTATION = /* GraphQL */ `
  mutation CartCreate($lines: [CartLineInput!], $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    cartCreate(input: { lines: $lines, buyerIdentity: { countryCode: $country } }) {
      cart { ...CartFields }
      userErrors { field message code }
    }
  }
  ${CART_FIELDS}
`;

export const CART_LINES_ADD_MUTATION = /* GraphQL */ `
  mutation CartLinesAdd($cartId: ID!, $lines: [CartLineInput!]!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    cartLinesAdd(cartId: $cartId, lines: $lines) {
      cart { ...CartFields }
      userErrors { field message code }
    }
  }
  ${CART_FIELDS}
`;

export const CART_LINES_REMOVE_MUTATION = /* GraphQL */ `
  mutation CartLinesRemove($cartId: ID!, $lineIds: [ID!]!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    cartLinesRemove(cartId: $cartId, lineIds: $lineIds) {
      cart { ...CartFields }
      userErrors { field message code }
    }
  }
  ${CART_FIELDS}
`;

export const CART_LINES_UPDATE_MUTATION = /* GraphQL */ `
  mutation CartLinesUpdate($cartId: ID!, $lines: [CartLineUpdateInput!]!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    cartLinesUpdate(cartId: $cartId, lines: $lines) {
      cart { ...CartFields }
      userErrors { field message code }
    }
  }
  ${CART_FIELDS}
`;

/** Each document's answer (`data`) and variables, by the document's name, as generated from the schema. */
export interface StorefrontOperations {
  Products: { data: ProductsQuery; variables: ProductsQueryVariables };
  ProductByHandle: { data: ProductByHandleQuery; variables: ProductByHandleQueryVariables };
  Cart: { data: CartQuery; variables: CartQueryVariables };
  CartCreate: { data: CartCreateMutation; variables: CartCreateMutationVariables };
  CartLinesAdd: { data: CartLinesAddMutation; variables: CartLinesAddMutationVariables };
  CartLinesRemove: { data: CartLinesRemoveMutation; variables: CartLinesRemoveMutationVariables };
  CartLinesUpdate: { data: CartLinesUpdateMutation; variables: CartLinesUpdateMutationVariables };
}

/** Every document, by name, for the schema test, the stand-in's allow-list and the typed client. */
export const STOREFRONT_DOCUMENTS = {
  Products: PRODUCTS_QUERY,
  ProductByHandle: PRODUCT_BY_HANDLE_QUERY,
  Cart: CART_QUERY,
  CartCreate: CART_CREATE_MUTATION,
  CartLinesAdd: CART_LINES_ADD_MUTATION,
  CartLinesRemove: CART_LINES_REMOVE_MUTATION,
  CartLinesUpdate: CART_LINES_UPDATE_MUTATION,
} as const satisfies Record<keyof StorefrontOperations, string>;
