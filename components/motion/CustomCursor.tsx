import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef } from 'react';
import { CURSOR_GROW_SELECTOR, cursorEnabled, MEDIA } from '../../lib/motion.ts';
import { store } from '../store/store.ts';
import { useMediaQuery } from './clientHooks.ts';

/**
 * The custom cursor (spec §1): a ring that follows the mouse and grows over what can be clicked. Only for a
 * fine pointer that hovers, never under reduced motion, and not while a dialog owns the page. The system
 * cursor stays: this only follows it, ignores the pointer, and is hidden from assistive technology.
 */
export function CustomCursor() {
  useSignals();
  const finePointer = useMediaQuery(MEDIA.finePointer);
  const reducedMotion = useMediaQuery(MEDIA.reducedMotion);
  if (!cursorEnabled({ finePointer, reducedMotion, a11yDisabled: store.isA11YDisabled.value })) return null;
  return <CursorFollower />;
}

/** How far the ring closes on the pointer each frame: a soft trail, settled within a few frames. */
const FOLLOW = 0.3;

function CursorFollower() {
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
