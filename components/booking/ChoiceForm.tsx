/**
 * The form of a step that asks one choice among radios (the time, the seating): a required group named by
 * its legend, the error summary leading to the first free choice, and Continue once one is chosen.
 */
import type { ReactNode } from 'react';
import { useT } from '../i18n.tsx';
import { FieldGroup } from '../forms/Field.tsx';
import { SubmitButton } from '../forms/SubmitButton.tsx';
import type { FieldErrors } from '../../lib/forms/validation.ts';
import { ErrorSummary, fieldId } from './fields.tsx';
import { StepActions } from './StepFrame.tsx';
import { useStepForm } from './useStepForm.ts';

/** What each radio of the choice needs: the id of the first free one, its invalid mark, and the touch of a change. */
export interface ChoiceControls {
  firstId: string;
  'aria-invalid': true | undefined;
  touch: () => void;
}

export function ChoiceForm({
  path,
  label,
  hint,
  validate,
  onContinue,
  onBack,
  children,
}: {
  path: 'time' | 'seating';
  label: string;
  hint?: string;
  validate: () => FieldErrors;
  onContinue: () => void;
  onBack: () => void;
  children: (controls: ChoiceControls) => ReactNode;
}) {
  const t = useT();
  const form = useStepForm({ paths: [path], validate });
  const id = fieldId(`booking-${path}`, path);
  const firstId = `${id}-first`;
  const error = form.errors[path];
  return (
    <form className="booking-form" noValidate onSubmit={form.submit(onContinue)}>
      <ErrorSummary
        ref={form.summaryRef}
        entries={form.summary.map((entry) => ({ id: firstId, label, error: entry.error }))}
      />
      <FieldGroup look="booking" id={id} legend={label} required hint={hint} error={error} className="booking-fieldset">
        {children({ firstId, 'aria-invalid': error ? true : undefined, touch: () => form.touch(path) })}
      </FieldGroup>
      <StepActions onBack={onBack}>
        <SubmitButton look="booking">{t('booking.action.continue')}</SubmitButton>
      </StepActions>
    </form>
  );
}
