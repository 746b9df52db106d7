/**
 * Storefront answers reshaped into the shop's own types (rules §cart: cart line, product, and the older
 * checkout concepts mapped onto the Cart API: checkout id → cart id, webUrl → checkoutUrl, totalPrice →
 * cost.totalAmount). Components never see the API's shapes; a malformed answer is an error here.
 *
 * Each answer comes typed as the schema promises it (operations.generated.ts), so the compiler checks
 * every path read here against the documents; the answer still comes from the network, so every value
 * read is also checked as it is read.
 */
import type {
  CartCreateMutation,
  CartFieldsFragment,
  CartLinesAddMutation,
  CartLinesRemoveMutation,
  CartLinesUpdateMutation,
  ProductFieldsFragment,
  ProductsQuery,
} from './operations.generated.ts';

export interface Money {
  amount: string;
  currencyCode: string;
}

/**
 * Rules §cart: Cart line: id, image (url or empty), title, quantity, price (object with amount), currency, variantId.
 */
export interface CartLine {
  id: string;
  image: string;
  title: string;
  handle: string;
  quantity: number;
  price: { amount: string };
  currency: string;
  variantId: string;
}

export interface Cart {
  id: string;
  checkoutUrl: string;
  totalQuantity: number;
  /** Rules §cart: Cart total: object with amount. */
  total: Money;
  lines: CartLine[];
}

/** Rules §cart: Product: handle, id, title, availableForSale, variants (first variant's id is used). */
export interface ShopProduct {
  handle: string;
  id: string;
  title: string;
  availableForSale: boolean;
  image: string;
  variants: { id: string; availableForSale: boolean; price: Money }[];
}

export class StorefrontShapeError extends Error {
  override name = 'StorefrontShapeError';
}

type Raw = Record<string, unknown>;
const isObject = (value: unknown): value is Raw => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The dotted paths into an answer's type, `lines.nodes`, `cost.totalAmount.amount`; a list ends a path. */
type PathOf<T> = T extends readonly unknown[]
  ? never
  : T extends object
    ? { [K in keyof T & string]: K | `${K}.${PathOf<NonNullable<T[K]>>}` }[keyof T & string]
    : never;

/** The type at a path of `PathOf<T>`, past the nulls on the way (at run time the check makes sure). */
type ValueAt<T, P extends string> = P extends `${infer K}.${infer Rest}`
  ? K extends keyof NonNullable<T>
    ? ValueAt<NonNullable<T>[K], Rest>
    : never
  : P extends keyof NonNullable<T>
    ? NonNullable<T>[P]
    : never;

/** What a check can tell of a value: a string (of whatever enum), a number, a boolean, a list, an object. */
type Checked<V> = V extends string
  ? string
  : V extends number
    ? number
    : V extends boolean
      ? boolean
      : V extends readonly unknown[]
        ? unknown[]
        : V extends object
          ? Raw
          : V;

type Check<T, P extends PathOf<T>> = (value: unknown) => value is Checked<ValueAt<T, P>>;

/** The value at a dotted path, or undefined where the answer has nothing there. */
function valueAt(source: unknown, path: string): unknown {
  let value: unknown = source;
  for (const key of path.split('.')) value = isObject(value) ? value[key] : undefined;
  return value;
}

/**
 * The value at `path` in an answer, once `check` has found it there: the compiler knows the path from the
 * document, the check makes sure the answer has it.
 */
function field<T, P extends PathOf<T>>(source: T, path: P, check: Check<T, P>): ValueAt<T, P> {
  const value = valueAt(source, path);
  if (!check(value)) throw new StorefrontShapeError(`Storefront answer: '${path}' is missing or malformed`);
  return value as ValueAt<T, P>;
}

/** The value at `path` when the answer has one that passes `check` (an image may be null), else undefined. */
function optionalField<T, P extends PathOf<T>>(source: T, path: P, check: Check<T, P>): ValueAt<T, P> | undefined {
  const value = valueAt(source, path);
  return check(value) ? (value as ValueAt<T, P>) : undefined;
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
const isArray = (value: unknown): value is unknown[] => Array.isArray(value);

type CartLineAnswer = CartFieldsFragment['lines']['nodes'][number];

function shapeLine(line: CartLineAnswer): CartLine {
  return {
    id: field(line, 'id', isString),
    quantity: field(line, 'quantity', isNumber),
    variantId: field(line, 'merchandise.id', isString),
    title: field(line, 'merchandise.product.title', isString),
    handle: field(line, 'merchandise.product.handle', isString),
    image: optionalField(line, 'merchandise.image.url', isString) ?? '',
    price: { amount: field(line, 'cost.amountPerQuantity.amount', isString) },
    currency: field(line, 'cost.amountPerQuantity.currencyCode', isString),
  };
}

/** A cart from `cart`, `cartCreate.cart` or `cartLines*.cart`; `null` (unknown, expired, completed) stays null. */
export function shapeCart(raw: CartFieldsFragment | null | undefined): Cart | null {
  if (raw === null || raw === undefined) return null;
  return {
    id: field(raw, 'id', isString),
    checkoutUrl: field(raw, 'checkoutUrl', isString),
    totalQuantity: field(raw, 'totalQuantity', isNumber),
    total: {
      amount: field(raw, 'cost.totalAmount.amount', isString),
      currencyCode: field(raw, 'cost.totalAmount.currencyCode', isString),
    },
    lines: field(raw, 'lines.nodes', isArray).map(shapeLine),
  };
}

/** A product from `product` or `products.nodes`; an unknown handle (`null`) stays null. */
export function shapeProduct(raw: ProductFieldsFragment): ShopProduct;
export function shapeProduct(raw: ProductFieldsFragment | null | undefined): ShopProduct | null;
export function shapeProduct(raw: ProductFieldsFragment | null | undefined): ShopProduct | null {
  if (raw === null || raw === undefined) return null;
  return {
    id: field(raw, 'id', isString),
    handle: field(raw, 'handle', isString),
    title: field(raw, 'title', isString),
    availableForSale: field(raw, 'availableForSale', isBoolean),
    image: optionalField(raw, 'featuredImage.url', isString) ?? '',
    variants: field(raw, 'variants.nodes', isArray).map((variant) => ({
      id: field(variant, 'id', isString),
      availableForSale: field(variant, 'availableForSale', isBoolean),
      price: {
        amount: field(variant, 'price.amount', isString),
        currencyCode: field(variant, 'price.currencyCode', isString),
      },
    })),
  };
}

/** One page of `products`: its products, and the cursor of the next page (`null` on the last). */
export function shapeProductPage(raw: ProductsQuery): { products: ShopProduct[]; after: string | null } {
  const hasNextPage = field(raw, 'products.pageInfo.hasNextPage', isBoolean);
  return {
    products: field(raw, 'products.nodes', isArray).map((node) => shapeProduct(node)),
    after: hasNextPage ? (optionalField(raw, 'products.pageInfo.endCursor', isString) ?? null) : null,
  };
}

export interface UserError {
  field: string[] | null;
  message: string;
  code: string | null;
}

/** What the four cart mutations answer: the cart, or the userErrors that kept it from changing. */
export type CartPayloadAnswer =
  | CartCreateMutation['cartCreate']
  | CartLinesAddMutation['cartLinesAdd']
  | CartLinesRemoveMutation['cartLinesRemove']
  | CartLinesUpdateMutation['cartLinesUpdate'];

/** A mutation's payload: its cart, or the userErrors Shopify answered with instead. */
export function shapeCartPayload(raw: CartPayloadAnswer): { cart: Cart | null; userErrors: UserError[] } {
  const errors: NonNullable<CartPayloadAnswer>['userErrors'] = optionalField(raw, 'userErrors', isArray) ?? [];
  return {
    cart: shapeCart(optionalField(raw, 'cart', isObject)),
    userErrors: errors.map((error) => ({
      field: optionalField(error, 'field', isArray)?.filter(isString) ?? null,
      message: field(error, 'message', isString),
      code: optionalField(error, 'code', isString) ?? null,
    })),
  };
}
