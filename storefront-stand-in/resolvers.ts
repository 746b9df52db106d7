/**
 * The root value graphql-js executes a store's operations against. A schema built from introspection has
 * no resolvers, so the default field resolver reads the root value: each query field (`products`,
 * `product`, `cart`) and mutation field (`cartCreate`, `cartLines*`) is a function of (args, context, info).
 */
import { getDirectiveValues, GraphQLError, type GraphQLResolveInfo } from 'graphql';
import type { CartOutcome, LineInput, LineUpdate } from './carts.ts';
import { connection, type ConnectionArgs } from './connection.ts';
import { currencyOfCountry, langOfLanguage, type Market } from './market.ts';
import { cartObject, productObject } from './objects.ts';
import { inContextDirective } from './schema.ts';
import type { Store } from './store.ts';

type RootField = (args: never, context: unknown, info: GraphQLResolveInfo) => unknown;

interface InContext {
  country?: string;
  language?: string;
}

/** The operation's `@inContext(country:, language:)`, variables resolved. */
function inContextOf(info: GraphQLResolveInfo): InContext {
  return (getDirectiveValues(inContextDirective(), info.operation, info.variableValues) ?? {}) as InContext;
}

/** The market an operation asks for; without @inContext, the store's own. */
function marketOf(store: Store, info: GraphQLResolveInfo): Market {
  const { country, language } = inContextOf(info);
  return { lang: langOfLanguage(language), currency: currencyOfCountry(country, store.storefront.currency) };
}

interface ProductsArgs extends ConnectionArgs {
  query?: string | null;
  sortKey?: string | null;
}

export function storeRoot(store: Store): Record<string, RootField> {
  function payload(outcome: CartOutcome, info: GraphQLResolveInfo) {
    const { cart, userErrors, warnings } = outcome;
    const lang = marketOf(store, info).lang;
    return { cart: cart && cartObject(cart, lang, store.checkoutUrl(cart)), userErrors, warnings };
  }

  return {
    products(args: ProductsArgs, _context, info) {
      // The stand-in lists the catalogue in id order and has no search; it says so rather than ignore them.
      if (args.query) throw new GraphQLError('The storefront stand-in does not support products(query:)');
      if (args.sortKey && args.sortKey !== 'ID')
        throw new GraphQLError('The storefront stand-in sorts products by ID only');
      const market = marketOf(store, info);
      const page = connection(store.catalogue.products, args, (product) => product.productId);
      const nodes = page.nodes.map((product) => productObject(product, market));
      return { ...page, nodes, edges: page.edges.map((edge, i) => ({ ...edge, node: nodes[i] })), filters: [] };
    },

    product(args: { handle?: string | null; id?: string | null }, _context, info) {
      const product = args.id
        ? store.catalogue.byProductId(args.id)
        : args.handle
          ? store.catalogue.byHandle(args.handle)
          : undefined;
      return product ? productObject(product, marketOf(store, info)) : null;
    },

    cart(args: { id: string }, _context, info) {
      const cart = store.carts.find(args.id);
      return cart ? cartObject(cart, marketOf(store, info).lang, store.checkoutUrl(cart)) : null;
    },

    cartCreate(
      args: { input?: { lines?: LineInput[] | null; buyerIdentity?: { countryCode?: string | null } | null } | null },
      _context,
      info,
    ) {
      const countryCode =
        args.input?.buyerIdentity?.countryCode ?? inContextOf(info).country ?? store.storefront.country;
      const currency = currencyOfCountry(countryCode, store.storefront.currency);
      return payload(store.carts.create(args.input?.lines ?? [], currency, countryCode), info);
    },

    cartLinesAdd(args: { cartId: string; lines: LineInput[] }, _context, info) {
      return payload(store.carts.addLines(args.cartId, args.lines), info);
    },

    cartLinesRemove(args: { cartId: string; lineIds: string[] }, _context, info) {
      return payload(store.carts.removeLines(args.cartId, args.lineIds), info);
    },

    cartLinesUpdate(args: { cartId: string; lines: LineUpdate[] }, _context, info) {
      return payload(store.carts.updateLines(args.cartId, args.lines), info);
    },
  };
}
