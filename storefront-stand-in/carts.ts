/**
 * A store's carts, kept in memory, and the Cart API's rules for changing them: lines merge by variant,
 * quantities are whole and bounded, unknown or sold-out merchandise is refused, and a mutation with any
 * userError changes nothing. A cart lives `lifetimeMs` after its last change and ends when checked out.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { StoreCatalogue, StoreProduct } from './catalogue.ts';
import type { Currency } from './market.ts';

/** Far beyond any real order; it only stops absurd numbers (the shop's own per-line caps are the site's rule). */
const MAX_LINE_QUANTITY = 1000;

interface CartLineRecord {
  id: string;
  product: StoreProduct;
  quantity: number;
}

export interface CartRecord {
  id: string;
  token: string;
  key: string;
  /** Fixed when the cart is created, from the buyer's country or the operation's market. */
  currency: Currency;
  countryCode: string | null;
  lines: CartLineRecord[];
  createdAt: number;
  updatedAt: number;
  completed: boolean;
}

/** Values of the schema's `CartErrorCode` enum that these rules use. */
type CartErrorCode = 'INVALID' | 'INVALID_MERCHANDISE_LINE' | 'LESS_THAN' | 'MERCHANDISE_NOT_APPLICABLE';

interface CartUserError {
  field: string[] | null;
  message: string;
  code: CartErrorCode;
}

/** A `CartWarning`: the schema puts "out of stock" among warning codes, not error codes. */
interface CartWarning {
  code: 'MERCHANDISE_OUT_OF_STOCK';
  message: string;
  target: string;
}

/** What a cart mutation answers: the cart (unchanged when there are userErrors; null when there is none). */
export interface CartOutcome {
  cart: CartRecord | null;
  userErrors: CartUserError[];
  warnings: CartWarning[];
}

export interface LineInput {
  merchandiseId: string;
  quantity?: number | null;
}

export interface LineUpdate {
  id: string;
  quantity?: number | null;
  merchandiseId?: string | null;
}

interface CartBookOptions {
  catalogue: StoreCatalogue;
  lifetimeMs: number;
  now: () => number;
}

const CART_ID = /^gid:\/\/shopify\/Cart\/([A-Za-z0-9_-]+)\?key=([A-Za-z0-9_-]+)$/;

/** What went wrong so far in one mutation; nothing is applied while it holds any error. */
class Problems {
  readonly userErrors: CartUserError[] = [];
  readonly warnings: CartWarning[] = [];
  add(field: string[] | null, message: string, code: CartErrorCode) {
    this.userErrors.push({ field, message, code });
  }
}

export class CartBook {
  private readonly carts = new Map<string, CartRecord>();

  constructor(private readonly options: CartBookOptions) {}

  /** A live cart by its id; unknown, malformed, expired and completed ids all read as none. */
  find(id: string): CartRecord | undefined {
    const match = CART_ID.exec(id);
    return match ? this.findByToken(match[1]!, match[2]!) : undefined;
  }

  /** A live cart by the token and key of its checkout URL. */
  findByToken(token: string, key: string): CartRecord | undefined {
    const cart = this.carts.get(token);
    if (!cart || cart.key !== key || cart.completed) return undefined;
    if (this.expired(cart)) {
      this.carts.delete(token);
      return undefined;
    }
    return cart;
  }

  create(lines: readonly LineInput[], currency: Currency, countryCode: string | null): CartOutcome {
    this.forgetExpired();
    const problems = new Problems();
    const merged = this.withAddedLines([], lines, problems);
    if (problems.userErrors.length > 0) return { cart: null, ...problems };
    const token = randomBytes(18).toString('base64url');
    const key = randomBytes(16).toString('base64url');
    const now = this.options.now();
    const cart: CartRecord = {
      id: `gid://shopify/Cart/${token}?key=${key}`,
      token,
      key,
      currency,
      countryCode,
      lines: merged,
      createdAt: now,
      updatedAt: now,
      completed: false,
    };
    this.carts.set(token, cart);
    return { cart, ...problems };
  }

  addLines(cartId: string, lines: readonly LineInput[]): CartOutcome {
    return this.change(cartId, (cart, problems) => this.withAddedLines(cart.lines, lines, problems));
  }

  removeLines(cartId: string, lineIds: readonly string[]): CartOutcome {
    return this.change(cartId, (cart, problems) => {
      lineIds.forEach((id, i) => {
        if (!cart.lines.some((line) => line.id === id))
          problems.add(['lineIds', String(i)], missingLine(id), 'INVALID_MERCHANDISE_LINE');
      });
      return cart.lines.filter((line) => !lineIds.includes(line.id));
    });
  }

  updateLines(cartId: string, updates: readonly LineUpdate[]): CartOutcome {
    return this.change(cartId, (cart, problems) => {
      const next = cart.lines.map((line) => ({ ...line }));
      updates.forEach((update, i) => {
        const line = next.find((candidate) => candidate.id === update.id);
        if (!line) {
          problems.add(['lines', String(i), 'id'], missingLine(update.id), 'INVALID_MERCHANDISE_LINE');
          return;
        }
        if (update.merchandiseId !== null && update.merchandiseId !== undefined) {
          const product = this.purchasable(update.merchandiseId, i, problems);
          if (product) line.product = product;
        }
        if (update.quantity !== null && update.quantity !== undefined) {
          if (checkQuantity(update.quantity, 0, i, problems)) line.quantity = update.quantity;
        }
      });
      // A line moved onto a variant another line holds becomes one line, as adding would have made it.
      return mergeByVariant(
        next.filter((line) => line.quantity > 0),
        problems,
      );
    });
  }

  /** Ends a cart at checkout: from now on it is not found. */
  complete(cart: CartRecord): void {
    cart.completed = true;
    cart.updatedAt = this.options.now();
  }

  private change(cartId: string, apply: (cart: CartRecord, problems: Problems) => CartLineRecord[]): CartOutcome {
    const cart = this.find(cartId);
    const problems = new Problems();
    if (!cart) {
      problems.add(['cartId'], 'The specified cart does not exist.', 'INVALID');
      return { cart: null, ...problems };
    }
    const lines = apply(cart, problems);
    if (problems.userErrors.length === 0) {
      cart.lines = lines;
      cart.updatedAt = this.options.now();
    }
    return { cart, ...problems };
  }

  /** `lines` with the inputs added, merged into the lines of the same variant. */
  private withAddedLines(
    lines: readonly CartLineRecord[],
    inputs: readonly LineInput[],
    problems: Problems,
  ): CartLineRecord[] {
    const added = inputs.flatMap((input, i) => {
      // Shopify's CartLineInput.quantity defaults to 1.
      const quantity = input.quantity ?? 1;
      const product = this.purchasable(input.merchandiseId, i, problems);
      if (!checkQuantity(quantity, 1, i, problems) || !product) return [];
      return [{ id: `gid://shopify/CartLine/${randomUUID()}`, product, quantity }];
    });
    return mergeByVariant([...lines.map((line) => ({ ...line })), ...added], problems);
  }

  /** The product of a variant id, if it exists in this store and is for sale; otherwise a userError. */
  private purchasable(merchandiseId: string, index: number, problems: Problems): StoreProduct | undefined {
    const field = ['lines', String(index), 'merchandiseId'];
    const product = this.options.catalogue.byVariantId(merchandiseId);
    if (!product) {
      problems.add(field, `The merchandise with id ${merchandiseId} does not exist.`, 'INVALID');
      return undefined;
    }
    if (!product.entry.availableForSale) {
      const message = `The product '${product.entry.title.en}' is already sold out.`;
      problems.add(field, message, 'MERCHANDISE_NOT_APPLICABLE');
      problems.warnings.push({ code: 'MERCHANDISE_OUT_OF_STOCK', message, target: merchandiseId });
      return undefined;
    }
    return product;
  }

  private expired(cart: CartRecord): boolean {
    return this.options.now() - cart.updatedAt >= this.options.lifetimeMs;
  }

  /** Keeps memory bounded in a long-running dev server: expired carts can never be read again. */
  private forgetExpired() {
    for (const [token, cart] of this.carts) if (this.expired(cart)) this.carts.delete(token);
  }
}

function missingLine(id: string): string {
  return `The merchandise line with id ${id} does not exist.`;
}

function checkQuantity(quantity: number, min: number, index: number, problems: Problems): boolean {
  const field = ['lines', String(index), 'quantity'];
  if (quantity < min) problems.add(field, `The quantity must be at least ${min}.`, 'INVALID');
  else if (quantity > MAX_LINE_QUANTITY)
    problems.add(field, `The quantity must be at most ${MAX_LINE_QUANTITY}.`, 'LESS_THAN');
  else return true;
  return false;
}

/** One line per variant, keeping the first line's id and position; a merged total is bounded too. */
function mergeByVariant(lines: CartLineRecord[], problems: Problems): CartLineRecord[] {
  const byVariant = new Map<string, CartLineRecord>();
  for (const line of lines) {
    const existing = byVariant.get(line.product.variantId);
    if (existing) existing.quantity += line.quantity;
    else byVariant.set(line.product.variantId, line);
  }
  const merged = [...byVariant.values()];
  for (const line of merged) {
    if (line.quantity > MAX_LINE_QUANTITY) {
      problems.add(
        ['lines'],
        `The quantity of '${line.product.entry.title.en}' would exceed ${MAX_LINE_QUANTITY}.`,
        'LESS_THAN',
      );
    }
  }
  return merged;
}

/** A line's price times its quantity, in minor units of the cart's currency. */
export function lineTotal(line: CartLineRecord, currency: Currency): number {
  return line.product.price[currency] * line.quantity;
}

/** The sum of the cart's lines, in minor units of its currency (no taxes, shipping or discounts here). */
export function cartTotal(cart: CartRecord): number {
  return cart.lines.reduce((sum, line) => sum + lineTotal(line, cart.currency), 0);
}
