import { useSignals } from '../store/signals.ts';
import { verticalLinesShown } from '../../lib/motion.ts';
import { store } from '../store/store.ts';

/**
 * Rules §motion: Decorative vertical lines shown when a site is in the route or a page error exists: thin rules
 * at the gutters and the thirds, fixed behind the header. Pure decoration: hidden from assistive technology,
 * never in the way of the pointer, and in the prerendered HTML (fixed, so nothing shifts).
 */
export function VerticalLines() {
  useSignals();
  if (!verticalLinesShown({ site: store.site.value, pageError: store.pageError.value })) return null;
  return (
    <div className="vertical-lines" aria-hidden="true">
      <span />
      <span />
    </div>
  );
}
