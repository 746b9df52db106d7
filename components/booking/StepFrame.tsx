/**
 * The frame of every step: a section named by its heading, which takes focus when the step opens (the
 * flow moves it there), an optional "Step 2 of 6", and the row of actions.
 */
import type { ReactNode } from 'react';
import { useT } from '../i18n.tsx';
import type { Step } from '../../lib/booking/flow.ts';

interface StepFrameProps {
  step: Step;
  title: string;
  position?: { current: number; total: number };
  children: ReactNode;
}

export function StepFrame({ step, title, position, children }: StepFrameProps) {
  const t = useT();
  const headingId = `booking-step-${step}`;
  return (
    <section className={`booking-step booking-step--${step}`} aria-labelledby={headingId} data-step={step}>
      {position && position.current > 0 && (
        <p className="booking-step__position">{t('booking.step.position', position)}</p>
      )}
      <h3 id={headingId} className="booking-step__title" tabIndex={-1} data-step-heading="">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** Back (when there is a way back) and the step's main action, in that order. */
export function StepActions({ onBack, children }: { onBack?: () => void; children?: ReactNode }) {
  const t = useT();
  return (
    <div className="booking-actions">
      {onBack && (
        <button type="button" className="booking-button booking-button--quiet" onClick={onBack}>
          {t('booking.action.back')}
        </button>
      )}
      {children}
    </div>
  );
}
