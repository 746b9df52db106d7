/**
 * Storefront answers reshaped into the shop's own types (rules §cart: cart line, product, and the older
 * checkout concepts mapped onto the Cart API: checkout id → cart id, webUrl → checkoutUrl, totalPrice →
 * cost.totalAmount). Components never see the API's shapes; a malformed answer is an error here.
 */

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

function field<T>(source: unknown, path: string, check: (value: unknown) => value is T): T {
  let value: unknown = source;
  for (const key of path.split('.')) value = isObject(value) ? value[key] : undefined;
  if (!check(value)) throw new StorefrontShapeError(`Storefront answer: '${path}' is missing or malformed`);
  return value;
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
const isArray = (value: unknown): value is unknown[] => Array.isArray(value);
const imageUrl = (image: unknown) => (isObject(image) && isString(image.url) ? image.url : '');

function money(source: unknown, path: string): Money {
  return {
    amount: field(source, `${path}.amount`, isString),
    currencyCode: field(source, `${path}.currencyCode`, isString),
  };
}

/** A cart from `cart`, `cartCreate.cart` or `cartLines*.cart`; `null` (unknown, expired, completed) stays null. */
export function shapeCart(raw: unknown): Cart | null {
  if (raw === null || raw === undefined) return null;
  const lines = field(raw, 'lines.nodes', isArray).map((line): CartLine => {
    const unit = money(line, 'cost.amountPerQuantity');
    return {
      id: field(line, 'id', isString),
      quantity: field(line, 'quantity', isNumber),
      variantId: field(line, 'merchandise.id', isString),
      title: field(line, 'merchandise.product.title', isString),
      handle: field(line, 'merchandise.product.handle', isString),
      image: imageUrl(isObject(line) && isObject(line.merchandise) ? line.merchandise.image : undefined),
      price: { amount: unit.amount },
      currency: unit.currencyCode,
    };
  });
  return {
    id: field(raw, 'id', isString),
    checkoutUrl: field(raw, 'checkoutUrl', isString),
    totalQuantity: field(raw, 'totalQuantity', isNumber),
    total: money(raw, 'cost.totalAmount'),
    lines,
  };
}

export function shapeProduct(raw: unknown): ShopProduct | null {
  if (raw === null || raw === undefined) return null;
  return {
    id: field(raw, 'id', isString),
    handle: field(raw, 'handle', isString),
    title: field(raw, 'title', isString),
    availableForSale: field(raw, 'availableForSale', isBoolean),
    image: imageUrl(isObject(raw) ? raw.featuredImage : undefined),
    variants: field(raw, 'variants.nodes', isArray).map((variant) => ({
      id: field(variant, 'id', isString),
      availableForSale: field(variant, 'availableForSale', isBoolean),
      price: money(variant, 'price'),
    })),
  };
}

export interface UserError {
  field: string[] | null;
  message: string;
  code: string | null;
}

/** A mutation's payload: its cart, or the userErrors Shopify answered with instead. */
export function shapeCartPayload(raw: unknown): { cart: Cart | null; userErrors: UserError[] } {
  const errors = isObject(raw) && isArray(raw.userErrors) ? raw.userErrors : [];
  return {
    cart: shapeCart(isObject(raw) ? raw.cart : undefined),
    userErrors: errors.map((error) => ({
      field: isObject(error) && isArray(error.field) ? error.field.filter(isString) : null,
      message: field(error, 'message', isString),
      code: isObject(error) && isString(error.code) ? error.code : null,
    })),
  };
}
