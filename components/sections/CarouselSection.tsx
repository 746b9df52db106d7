import { useRef } from 'react';
import type { CarouselSection as CarouselData } from '../../lib/contract/types.ts';
import { useT } from '../i18n.tsx';
import { Picture } from '../ui/Picture.tsx';
import { useHydrated } from '../motion/clientHooks.ts';
import type { SectionProps } from './registry.ts';

/**
 * Every slide is in the HTML, in a list that scrolls sideways and snaps (CSS only): without script it is
 * still a complete, scrollable, keyboard-focusable list. Previous and next buttons appear once the page's
 * script runs and scroll the list by one slide; smoothness comes from CSS, off for reduced motion.
 */
export function CarouselSection({ section, headingId }: SectionProps<CarouselData>) {
  const t = useT();
  const hydrated = useHydrated();
  const track = useRef<HTMLUListElement>(null);
  const trackId = `${section.id}-slides`;

  function scrollBySlide(step: -1 | 1) {
    const list = track.current;
    if (!list) return;
    const slide = list.firstElementChild as HTMLElement | null;
    const gap = parseFloat(getComputedStyle(list).columnGap) || 0;
    const direction = getComputedStyle(list).direction === 'rtl' ? -1 : 1;
    list.scrollBy({ left: step * direction * ((slide?.offsetWidth ?? list.clientWidth) + gap) });
  }

  return (
    <div className="carousel">
      <div className="carousel__head">
        {section.title && (
          <h2 id={headingId} className="section__title">
            {section.title}
          </h2>
        )}
        <div className="carousel__controls" hidden={!hydrated}>
          <button
            type="button"
            className="carousel__button"
            aria-controls={trackId}
            aria-label={t('carousel.previous')}
            onClick={() => scrollBySlide(-1)}
          >
            <span aria-hidden="true">←</span>
          </button>
          <button
            type="button"
            className="carousel__button"
            aria-controls={trackId}
            aria-label={t('carousel.next')}
            onClick={() => scrollBySlide(1)}
          >
            <span aria-hidden="true">→</span>
          </button>
        </div>
      </div>
      {/* Focusable so keyboard users can scroll it with the arrow keys. */}
      <ul
        ref={track}
        id={trackId}
        className="carousel__track"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable from the keyboard to be scrolled
        tabIndex={0}
        aria-labelledby={section.title ? headingId : undefined}
      >
        {section.slides.map((slide, i) => (
          <li key={`${i}-${slide.picture.url}`} className="carousel__slide">
            <Picture picture={{ ...slide.picture, caption: slide.caption || slide.picture.caption }} />
          </li>
        ))}
      </ul>
    </div>
  );
}
