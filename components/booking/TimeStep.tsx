/**
 * Step 2: the time, among the day's lunch and dinner slots (rules §bookings: date and time (lunch or dinner)).
 * A day without a free slot says 'No availabilities' and offers the waiting list; a party over the maximum
 * gets the group request instead (rules §party-size). A closed day asks for another date. Sent back here
 * because the chosen time filled up meanwhile, the step says so first (the taken time is full, unchosen). A site that is not open yet
 * says when it opens and offers the waiting list for the day.
 */
import type { Availability, Service } from '../../lib/booking/contract.ts';
import { SITES, type SiteId } from '../../lib/sites.ts';
import { useT } from '../i18n.tsx';
import { useUiLang } from '../guestLanguage/GuestLanguage.tsx';
import type { FieldErrors } from '../../lib/forms/validation.ts';
import { ChoiceForm } from './ChoiceForm.tsx';
import { dayOutcome, soldOutOffers } from '../../lib/booking/flow.ts';
import { formatDay, formatTime, zoneName } from '../../lib/booking/format.ts';
import type { BookingDraft } from '../../lib/booking/payload.ts';
import { StepActions, StepFrame } from './StepFrame.tsx';

interface TimeStepProps {
  site: SiteId;
  draft: BookingDraft;
  availability: Availability;
  onChoose: (service: Service, time: string) => void;
  validate: () => FieldErrors;
  onContinue: () => void;
  onBack: () => void;
  onWaitlist: () => void;
  onGroup: () => void;
  position: { current: number; total: number };
  /** The time the guest chose was taken meanwhile: say so above the times (the flow focuses it). */
  taken?: boolean;
}

export function TimeStep({
  site,
  draft,
  availability,
  onChoose,
  validate,
  onContinue,
  onBack,
  onWaitlist,
  onGroup,
  position,
  taken,
}: TimeStepProps) {
  const t = useT();
  const uiLang = useUiLang();
  const outcome = dayOutcome(availability);
  const day = formatDay(draft.date, uiLang, site);
  const takenNotice = taken && (
    <div className="booking-notice booking-notice--problem" role="alert" tabIndex={-1} data-step-notice="">
      <p>{t('booking.problem.conflict')}</p>
    </div>
  );
  const firstFree = availability.services.flatMap((service) =>
    service.slots.filter((slot) => slot.available).map((slot) => `${service.service}|${slot.time}`),
  )[0];

  if (outcome !== 'slots') {
    const offers = outcome === 'soldOut' ? soldOutOffers(draft.guests, SITES[site].booking.maxPartySize) : undefined;
    // A site that is not open yet: every slot is taken until its opening day, and the waiting list is open.
    const notOpenYet = outcome === 'soldOut' && Boolean(availability.opensOn);
    return (
      <StepFrame
        step="time"
        title={
          notOpenYet
            ? t('booking.opening.title')
            : outcome === 'soldOut' && offers?.noAvailabilityText
              ? t('booking.soldOut.title')
              : t('booking.step.time')
        }
        position={position}
      >
        <p className="booking-day">{day}</p>
        {takenNotice}
        {outcome === 'closed' && <p className="booking-notice">{t('booking.closed.text', { day })}</p>}
        {outcome === 'group' && (
          <p className="booking-notice">{t('booking.group.needed', { max: SITES[site].booking.maxPartySize })}</p>
        )}
        {offers?.noAvailabilityText &&
          (notOpenYet ? (
            <p className="booking-notice">
              {t('booking.opening.text', { opening: formatDay(availability.opensOn!, uiLang, site), day })}
            </p>
          ) : (
            <p className="booking-notice">{t('booking.soldOut.text', { day })}</p>
          ))}
        <StepActions onBack={onBack}>
          {offers?.waitlistLink && (
            <button type="button" className="booking-button booking-button--primary" onClick={onWaitlist}>
              {t('booking.soldOut.join')}
            </button>
          )}
          {(outcome === 'group' || offers?.groupLink) && (
            <button type="button" className="booking-button booking-button--primary" onClick={onGroup}>
              {t('booking.group.open')}
            </button>
          )}
        </StepActions>
      </StepFrame>
    );
  }

  return (
    <StepFrame step="time" title={t('booking.step.time')} position={position}>
      <p className="booking-day">{day}</p>
      {takenNotice}
      <ChoiceForm
        path="time"
        label={t('booking.field.time')}
        hint={t('booking.time.zone', { zone: zoneName(draft.date, uiLang, site) })}
        validate={validate}
        onContinue={onContinue}
        onBack={onBack}
      >
        {({ firstId, touch, ...aria }) =>
          availability.services
            .filter((service) => service.slots.length > 0)
            .map((service) => (
              <fieldset key={service.service} className="booking-slots">
                <legend className="booking-slots__legend">{t(`booking.service.${service.service}`)}</legend>
                <div className="booking-slots__grid">
                  {service.slots.map((slot) => {
                    const value = `${service.service}|${slot.time}`;
                    return (
                      <label key={value} className={`booking-slot ${slot.available ? '' : 'is-full'}`}>
                        <input
                          type="radio"
                          name="booking-time"
                          value={value}
                          id={value === firstFree ? firstId : undefined}
                          disabled={!slot.available}
                          checked={draft.service === service.service && draft.time === slot.time}
                          required
                          {...aria}
                          onChange={() => {
                            onChoose(service.service, slot.time);
                            touch();
                          }}
                        />
                        <span>{formatTime(draft.date, slot.time, uiLang, site)}</span>
                        {!slot.available && <span className="booking-slot__full">{t('booking.time.full')}</span>}
                      </label>
                    );
                  })}
                </div>
              </fieldset>
            ))
        }
      </ChoiceForm>
    </StepFrame>
  );
}
