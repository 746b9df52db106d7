/**
 * Rules §errors: Generic error: normalised to a message and a statusCode (from statusCode, status or response status;
 * default 500).
 */
export interface NormalizedError {
  statusCode: number;
  message: string;
}

const DEFAULT_ERROR_STATUS = 500;

const asStatus = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 400 && value < 600 ? value : undefined;

export function normalizeError(error: unknown): NormalizedError {
  const source = (typeof error === 'object' && error !== null ? error : {}) as {
    statusCode?: unknown;
    status?: unknown;
    response?: { status?: unknown };
    message?: unknown;
  };
  const statusCode =
    asStatus(source.statusCode) ?? asStatus(source.status) ?? asStatus(source.response?.status) ?? DEFAULT_ERROR_STATUS;
  const message =
    typeof source.message === 'string' && source.message
      ? source.message
      : typeof error === 'string' && error
        ? error
        : 'Error';
  return { statusCode, message };
}

/**
 * Rules §errors: Page fetch with status code other than 200 or 304: error page raised with that status code and
 * message.
 */
export function isPageFetchOk(status: number): boolean {
  return status === 200 || status === 304;
}
