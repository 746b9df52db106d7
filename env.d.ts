/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The content API the browser calls (forms, live fallback); unset, the site's own origin `/api.php`. */
  readonly PUBLIC_ENV__CONTENT_API_URL?: string;
}
