import { useEffect } from 'react';
import { CustomCursor } from './CustomCursor.tsx';
import { IntroCover } from './IntroCover.tsx';
import { firstPageShown, startPageTransitions } from './pageTransition.ts';
import { RotateNotice } from './RotateNotice.tsx';
import { VerticalLines } from './VerticalLines.tsx';
import './motion.css';

/**
 * The motion layer above the page (rules §motion): decorative lines, the rotate-device notice, the custom
 * cursor and the first-visit intro. Page transitions span two documents (pageTransition.ts); section
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
      <IntroCover />
    </>
  );
}
