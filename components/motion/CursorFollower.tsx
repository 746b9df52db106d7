/** The ring of the custom cursor, loaded on demand (CustomCursor.tsx decides where it shows). */
import { useEffect, useRef } from 'react';
import { CURSOR_GROW_SELECTOR } from '../../lib/motion.ts';

/** How far the ring closes on the pointer each frame: a soft trail, settled within a few frames. */
const FOLLOW = 0.3;

export function CursorFollower() {
  const ring = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = ring.current!;
    const target = { x: 0, y: 0 };
    const shown = { x: 0, y: 0 };
    let frame = 0;

    const draw = () => {
      shown.x += (target.x - shown.x) * FOLLOW;
      shown.y += (target.y - shown.y) * FOLLOW;
      element.style.transform = `translate3d(${shown.x}px, ${shown.y}px, 0)`;
      const settled = Math.abs(target.x - shown.x) < 0.1 && Math.abs(target.y - shown.y) < 0.1;
      frame = settled ? 0 : requestAnimationFrame(draw);
    };
    const onMove = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      target.x = event.clientX;
      target.y = event.clientY;
      if (!('visible' in element.dataset)) {
        // The first move places the ring at the pointer instead of flying in from a corner.
        shown.x = target.x;
        shown.y = target.y;
        element.dataset.visible = '';
      }
      frame ||= requestAnimationFrame(draw);
    };
    const onOver = (event: PointerEvent) => {
      const over = event.target instanceof Element && event.target.closest(CURSOR_GROW_SELECTOR) !== null;
      element.toggleAttribute('data-grow', over);
    };
    const onLeave = () => delete element.dataset.visible;

    document.addEventListener('pointermove', onMove, { passive: true });
    document.addEventListener('pointerover', onOver, { passive: true });
    document.documentElement.addEventListener('pointerleave', onLeave);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('pointermove', onMove);
      document.removeEventListener('pointerover', onOver);
      document.documentElement.removeEventListener('pointerleave', onLeave);
    };
  }, []);

  return (
    <div ref={ring} className="custom-cursor" aria-hidden="true">
      <span className="custom-cursor__ring" />
    </div>
  );
}
