/**
 * Left-to-right runs in a part that may read right to left (lib/bidi.ts): a phone number, a reference, an
 * e-mail address or an address in Latin letters keeps its order inside an Arabic sentence.
 */
import { Fragment, type ReactNode } from 'react';
import { bidiRuns } from '../../lib/bidi.ts';

/**
 * One left-to-right run.
 * @example <Ltr>+1 333 123 4567</Ltr> // <bdi dir="ltr">+1 333 123 4567</bdi>
 */
export function Ltr({ children }: { children: ReactNode }) {
  return <bdi dir="ltr">{children}</bdi>;
}

/**
 * A text whose runs were marked with lib/bidi.ts (`ltr()` for a value put into a translated sentence),
 * each run written as a `<bdi>`.
 * @example <Isolated text={t('booking.thanks.reference', { id: ltr(id) })} />
 */
export function Isolated({ text }: { text: string }) {
  return (
    <>
      {bidiRuns(text).map(({ text: run, dir }, index) => {
        // The runs of one fixed text, in order: their place is their identity.
        const key = `${index}`;
        if (dir === 'ltr')
          return (
            <bdi key={key} dir="ltr">
              {run}
            </bdi>
          );
        return dir ? <bdi key={key}>{run}</bdi> : <Fragment key={key}>{run}</Fragment>;
      })}
    </>
  );
}
