import { MEDIA } from '../../lib/motion.ts';
import { useT } from '../i18n.tsx';
import { useMediaQuery } from './clientHooks.ts';

/**
 * Rules §motion: a rotate-device notice: a phone held sideways (too short to browse) is asked to turn upright.
 * - The overlay is CSS alone (motion.css, the same query as MEDIA.rotateDevice): it works before and
 *   without script, and when the query does not match it is `display: none`, out of every tree.
 * - Screen readers get the words from a polite live region that is always present and filled only while
 *   the query matches (a region appearing with its text is not reliably announced). The overlay is the
 *   visual copy of those words, so it is `aria-hidden`: the page under it stays reachable by touch
 *   exploration; nothing is trapped or hidden from assistive technology.
 */
export function RotateNotice() {
  const t = useT();
  const sideways = useMediaQuery(MEDIA.rotateDevice);
  return (
    <>
      <div className="rotate-notice" aria-hidden="true">
        <span className="rotate-notice__device" />
        <p className="rotate-notice__text">{t('motion.rotateDevice')}</p>
      </div>
      <p className="visually-hidden" role="status">
        {sideways ? t('motion.rotateDevice') : ''}
      </p>
    </>
  );
}
