/**
 * The product's numbers, in one table (rules §timings, §form-fields, §bookings, §cart). Tests name the rule next
 * to each assertion. A number a site may set otherwise is the default its row in lib/sites.ts starts from.
 */
export const LIMITS = {
  /** "Text input maximum 1000 characters." */
  textInputMaxLength: 1000,
  /**
   * An e-mail address: what SMTP carries (RFC 5321 §4.5.3.1: a path of 256 octets, so 254 for the address
   * between its angle brackets; 64 before the @). The address rule takes ASCII only, so octets are characters.
   */
  emailMaxLength: 254,
  emailLocalPartMaxLength: 64,
  /** "textarea default 4 rows, 30 columns, maximum 500 characters." */
  textareaMaxLength: 500,
  textareaRows: 4,
  textareaCols: 30,
  /** Attachments accepted by the mail send: our choice (rules §form-fields). */
  attachmentMaxBytes: 5 * 1024 * 1024,
  attachmentMaxCount: 5,
  /**
   * "Group booking needed for more than 6 guests." The value every site's `booking.maxPartySize` (lib/sites.ts)
   * takes; the booking flow and the forms read the site's.
   */
  maxPartySize: 6,
  /** The largest party a group request may name: our choice, no upper bound was given (rules §group-requests). */
  groupMaxSize: 60,
  /** The largest party the reserve and contact forms may name (a private party, an event): our choice. */
  enquiryMaxGuests: 200,
  /** Rules §cart: "Cart maximum quantity per line: 20". */
  cartMaxPerLine: 20,
  /** Rules §cart: "8 for the herbarium products" (lib/cart.ts `HERBARIUM_HANDLES`). */
  cartHerbariumMaxPerLine: 8,
  /** "Minimum registration age is a placeholder-driven value [MINIMAL_AGE]": our choice, the age of majority. */
  registrationMinAge: 18,
  /** "Children welcome from age 6." */
  childMinAge: 6,
  /** JSON submissions (booking, waiting list, group request): our choice, far above any honest form. */
  jsonBodyMaxBytes: 32 * 1024,
  /** Submissions per minute per client before the API answers 429: our choice (docs/bookings.md). */
  submissionsPerMinute: 10,
  /**
   * Guest messages (confirmations, receipts, cancellations) one address receives in a day, and the
   * addresses one client has the restaurant write to in a day: our choice, far above a guest's own
   * needs, so the restaurant's address cannot be made a relay (docs/bookings.md "Abuse limits").
   */
  guestMailsPerAddressPerDay: 6,
  guestAddressesPerClientPerDay: 20,
  /**
   * The budgets of JavaScript on a first visit, kB gzip, from navigation until the page has settled with
   * no gesture (scripts/bench/firstLoad.ts, which names each page's budget): a page whose content is its
   * HTML, and a page that acts as it arrives (the shop, a form, the booking flow, a page fetched live).
   * Held by e2e/budget.spec.ts; docs/performance.md "First load" has the figures.
   */
  firstLoadJsKb: { content: 30, interactive: 100 },
  /**
   * How long a booking's manage link stays valid after its seating: our choice (rules §bookings).
   * Long enough to read a cancelled or past booking back, short enough that an old e-mail opens nothing.
   */
  manageLinkDaysAfterSeating: 7,
  /**
   * A booking whose free cancellation closes within this many hours of booking is told it "ends soon",
   * its end and the charge first (rules §cancellation): our choice, a day, because a guest who reads the
   * confirmation the next morning may already be past it.
   */
  freeCancellationEndsSoonHours: 24,
} as const;

/** Rules §timings, in one place. */
export const TIMINGS = {
  /** "resize debounce 250 ms" */
  resizeDebounceMs: 250,
  /** "font kit timeout 3000 ms" */
  fontKitTimeoutMs: 3000,
  /** "intro delay 5 s" */
  introDelayMs: 5000,
  /** "prefetch idle timeout 2000 ms" */
  prefetchIdleTimeoutMs: 2000,
  /**
   * A part that acts unasked wakes when the browser is idle, and this long after the page starts at the
   * latest: well inside the news pop-up's delay, so a banner opens on time.
   */
  partIdleTimeoutMs: 2000,
  /** "form minimum send-state 3000 ms" */
  formMinSendingMs: 3000,
  /** "overlay auto-close 6000 ms" */
  overlayAutoCloseMs: 6000,
  /** "removal notice 6 s" */
  removalNoticeMs: 6000,
  /** "news pop-up delay 3.5 s" */
  newsModalDelayMs: 3500,
  /** "header banner loop 25 s" */
  headerBannerLoopMs: 25_000,
  /** "panel animations 0.6 s" */
  panelAnimationMs: 600,
  /** "header height variable 300 ms after load" */
  headerHeightDelayMs: 300,
} as const;

/** Rules §timings: breakpoints, mobile 768 px, desktop-like 1024 px. */
export const BREAKPOINTS = {
  mobilePx: 768,
  desktopPx: 1024,
} as const;
