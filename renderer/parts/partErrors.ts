/**
 * What the browser logs when a part fails (docs/site.md "When a part fails"): one `console.error` line
 * naming the part, and the boundary inside it that caught the error when it is not the part's own, with
 * the error's kind and message. The message is scrubbed of e-mail addresses and long runs of digits (a
 * guest's phone or card number an error may quote); the error object itself, which may carry a form's
 * values, is never logged.
 */
import type { Component } from 'react';
import type { HydrationOptions } from 'react-dom/client';
import { EMAIL_ADDRESS_IN_TEXT } from '../../lib/personalData.ts';

/** How React met the error: no boundary caught it, a boundary caught it, or React recovered from it. */
export type PartErrorKind = 'uncaught' | 'caught' | 'recoverable';

/**
 * An e-mail address (lib/personalData.ts), or a run of digits and the separators phone and card numbers
 * use, six characters or more: a browser error quotes what a guest typed, not a mail server's codes.
 */
const PERSONAL_DATA = new RegExp(`${EMAIL_ADDRESS_IN_TEXT.source}|\\+?\\d[\\d ().-]{4,}\\d`, 'g');

/**
 * The error's name and message, with anything that may be a guest's data replaced.
 * @example describeError(new TypeError('no slot for ada@example.com')) // 'TypeError: no slot for […]'
 */
export function describeError(error: unknown): string {
  const { name, message } = error instanceof Error ? error : { name: 'Error', message: String(error) };
  return `${name}: ${message.replace(PERSONAL_DATA, '[…]')}`;
}

/**
 * Logs one error of a part.
 * @param where the part, or `part › boundary` for a boundary inside it (components/errors/PartBoundary.tsx)
 * @example logPartError('page › booking', 'caught', error, info.componentStack)
 */
export function logPartError(where: string, kind: PartErrorKind, error: unknown, componentStack?: string | null): void {
  console.error(`[parts] ${where}: ${kind} ${describeError(error)}`, componentStack ?? '');
}

/** The name a PartBoundary carries in its props, if the boundary that caught is one. */
function boundaryName(boundary: Component<unknown> | undefined): string | undefined {
  const name = (boundary?.props as { name?: unknown } | undefined)?.name;
  return typeof name === 'string' ? name : undefined;
}

type PartRootOptions = Pick<HydrationOptions, 'onUncaughtError' | 'onCaughtError' | 'onRecoverableError'>;

/** What React tells with an error: where in the tree it was thrown, and the boundary that caught it. */
interface Info {
  componentStack?: string | null;
  errorBoundary?: Component<unknown>;
}

/**
 * The error handlers of a part's root (renderer/parts/hydratePart.tsx): every error of the part is logged
 * here, named, instead of by React's own unnamed default.
 */
export function partRootOptions(part: string): PartRootOptions {
  return {
    onUncaughtError: (error: unknown, info: Info) => logPartError(part, 'uncaught', error, info.componentStack),
    onCaughtError: (error: unknown, info: Info) => {
      const inner = boundaryName(info.errorBoundary);
      logPartError(inner && inner !== part ? `${part} › ${inner}` : part, 'caught', error, info.componentStack);
    },
    onRecoverableError: (error: unknown, info: Info) => logPartError(part, 'recoverable', error, info.componentStack),
  };
}
