import { CustomCursor } from './CustomCursor.tsx';
import { RotateNotice } from './RotateNotice.tsx';
import { VerticalLines } from './VerticalLines.tsx';
import './motion.css';

/**
 * The motion layer above the page (rules §motion): decorative lines, the rotate-device notice and the
 * custom cursor. The first-visit intro (firstEntry.ts), the page transitions (pageTransition.ts) and the
 * section entrances (sectionReveal.ts: gsap at the visitor's first move to scroll) need no React: the
 * page's first script starts them.
 */
export function Motion() {
  return (
    <>
      <VerticalLines />
      <RotateNotice />
      <CustomCursor />
    </>
  );
}
