/**
 * The stand-in's checkout: the page a cart's `checkoutUrl` opens. It shows the lines and the total and
 * has one button, which completes the cart; nothing is charged. Every interpolated text is escaped, and
 * the pages need no script, image or outside style (see CHECKOUT_CSP).
 */
import { BRAND } from '../lib/sites.ts';
import { cartTotal, lineTotal, type CartRecord } from './carts.ts';
import { escapeHtml } from '../lib/html.ts';
import { formatPrice } from '../lib/price.ts';
import { money, type Currency } from './market.ts';

/** Inline styles only, and the form may post only back here. */
export const CHECKOUT_CSP = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'";

const STYLE = `
  body { font: 1rem/1.5 system-ui, sans-serif; margin: 0; padding: 2rem 1rem; color: #1d1d1b; background: #faf8f4; }
  main { max-width: 36rem; margin: 0 auto; }
  table { width: 100%; border-collapse: collapse; margin: 1.5rem 0; }
  th, td { padding: .5rem 0; border-bottom: 1px solid #d8d3ca; text-align: left; }
  td:last-child, tfoot th:last-child { text-align: right; }
  caption { text-align: left; font-weight: 600; }
  button { font: inherit; padding: .75rem 1.5rem; border: 0; border-radius: .25rem; background: #1d1d1b; color: #fff; cursor: pointer; }
  button:focus-visible { outline: 3px solid #b0742c; outline-offset: 2px; }
`;

/** The page is in English, so its amounts are written as an English reader reads them (lib/price.ts). */
function formatMoney(minor: number, currency: Currency): string {
  return formatPrice(money(minor, currency), 'en');
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(`${title} · ${BRAND} (demo)`)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

/** The checkout of a live cart: its lines with title × quantity and line totals, the total, the button. */
export function checkoutPage(cart: CartRecord): string {
  if (cart.lines.length === 0) {
    return page('Checkout', '<h1>Checkout</h1>\n<p>Your cart is empty: there is nothing to order.</p>');
  }
  const rows = cart.lines
    .map(
      (line) =>
        `<tr><td>${escapeHtml(`${line.product.entry.title.en} × ${line.quantity}`)}</td>` +
        `<td>${escapeHtml(formatMoney(lineTotal(line, cart.currency), cart.currency))}</td></tr>`,
    )
    .join('\n');
  return page(
    'Checkout',
    `<h1>Checkout</h1>
<p>This is the storefront stand-in's demo checkout: placing the order charges nothing.</p>
<table>
<caption>Your order</caption>
<thead><tr><th scope="col">Item</th><th scope="col">Total</th></tr></thead>
<tbody>
${rows}
</tbody>
<tfoot><tr><th scope="row">Total</th><td>${escapeHtml(formatMoney(cartTotal(cart), cart.currency))}</td></tr></tfoot>
</table>
<form method="post"><button type="submit">Place demo order</button></form>`,
  );
}

export function orderPlacedPage(): string {
  return page(
    'Order placed',
    '<h1>Order placed</h1>\n<p>Order placed — this was a demo checkout; nothing was charged.</p>',
  );
}

/** For an unknown, expired or completed cart, or a wrong key. */
export function checkoutUnavailablePage(): string {
  return page(
    'Checkout not available',
    '<h1>Checkout not available</h1>\n<p>This checkout is not available: the cart does not exist, has expired or has already been ordered.</p>',
  );
}
