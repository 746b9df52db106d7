import { useEffect } from 'react';
import { CustomCursor } from './CustomCursor.tsx';
import { firstPageShown, startPageTransitions } from './pageTransition.ts';
import { RotateNotice } from './RotateNotice.tsx';
import { VerticalLines } from './VerticalLines.tsx';
import './motion.css';

/**
 * The motion layer above the page (rules §motion): decorative lines, the rotate-device notice and the
 * custom cursor. The first-visit intro needs no part: firstEntry.ts. Page transitions span two documents (pageTransition.ts); section
 * entrances load gsap at the visitor's first move to scroll, never with the page (sectionReveal.ts).
 */
export function Motion() {
  useEffect(() => {
    startPageTransitions();
    firstPageShown();
  }, []);
  return (
    <>
      <VerticalLines />
      <RotateNotice />
      <CustomCursor />
    </>
  );
}
