import { useEffect } from 'react';
import { CustomCursor } from './CustomCursor.tsx';
import { IntroCover } from './IntroCover.tsx';
import { firstPageShown, pageRendered } from './pageTransition.ts';
import { RotateNotice } from './RotateNotice.tsx';
import { VerticalLines } from './VerticalLines.tsx';
import './motion.css';

/**
 * The motion layer above the page (spec §1, §2, §4): decorative lines, the rotate-device notice, the custom
 * cursor and the first-visit intro. Page transitions and section entrances are driven by vike's transition
 * hooks (components/motion/pageTransition.ts); gsap is loaded on demand, never with the page.
 */
export function Motion() {
  useEffect(() => firstPageShown(), []);
  // No dependencies: the renderer re-renders the whole shell for each page, so this runs once per page
  // rendered, after React has committed it.
  useEffect(() => pageRendered());
  return (
    <>
      <VerticalLines />
      <RotateNotice />
      <CustomCursor />
      <IntroCover />
    </>
  );
}
