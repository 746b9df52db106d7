import { useSignals } from '../store/signals.ts';
import { cursorEnabled, MEDIA } from '../../lib/motion.ts';
import { store } from '../store/store.ts';
import { useOnDemand } from '../ui/useOnDemand.ts';
import { useMediaQuery } from './clientHooks.ts';

const loadCursorFollower = () => import('./CursorFollower.tsx').then((module) => module.CursorFollower);

/**
 * The custom cursor (rules §motion): a ring that follows the mouse and grows over what can be clicked. Only for a
 * fine pointer that hovers, never under reduced motion, and not while a dialog owns the page. The system
 * cursor stays: this only follows it, ignores the pointer, and is hidden from assistive technology. The ring
 * itself (CursorFollower.tsx) is loaded only where it is shown: never on a phone.
 */
export function CustomCursor() {
  useSignals();
  const finePointer = useMediaQuery(MEDIA.finePointer);
  const reducedMotion = useMediaQuery(MEDIA.reducedMotion);
  const enabled = cursorEnabled({ finePointer, reducedMotion, a11yDisabled: store.isA11YDisabled.value });
  const CursorFollower = useOnDemand(loadCursorFollower, enabled);
  return enabled && CursorFollower ? <CursorFollower /> : null;
}
