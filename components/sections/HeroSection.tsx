import type { HeroSection as HeroData } from '../../lib/contract/types.ts';
import { Picture } from '../ui/Picture.tsx';
import type { SectionProps } from './registry.ts';

/** The page's opening: its title (the page's one h1) and its picture, the likely LCP image, loaded first. */
export function HeroSection({ section, headingId, primary }: SectionProps<HeroData>) {
  const Heading = primary ? 'h1' : 'h2';
  return (
    <div className="hero">
      <div className="hero__text">
        <Heading id={headingId} className="hero__title">
          {section.title}
        </Heading>
        {section.subtitle && <p className="hero__subtitle">{section.subtitle}</p>}
      </div>
      <Picture picture={{ ...section.picture, isLazy: !primary }} className="hero__picture" />
    </div>
  );
}
