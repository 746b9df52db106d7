/**
 * What the flow says when a call fails. Rules §errors: Reservation unavailable: text tells the visitor to contact
 * the restaurant by email or phone and "The service is temporarily unavailable. We'll be back online
 * shortly!" with contact details. Whatever was typed stays in the form; the notice says so.
 */
import type { SiteId } from '../../lib/sites.ts';
import { useT } from '../i18n.tsx';
import { waitText, type SendProblem } from '../../lib/forms/sendProblem.ts';
import { ContactLinks } from './ContactLinks.tsx';

/** Rules §errors: Reservation unavailable (server down, network error): write or call instead. */
function UnavailableNotice({ site, kept = true }: { site: SiteId; kept?: boolean }) {
  const t = useT();
  return (
    <div className="booking-notice booking-notice--problem" role="alert">
      <p className="booking-notice__title">{t('booking.unavailable.title')}</p>
      <p>{t('booking.unavailable.text')}</p>
      <ContactLinks site={site} />
      {kept && <p>{t('booking.unavailable.kept')}</p>}
    </div>
  );
}

/** Too many requests (429): what happened and how long to wait (the answer's Retry-After); nothing is down. */
function BusyNotice({ retryAfterSeconds }: { retryAfterSeconds?: number }) {
  const t = useT();
  const wait = waitText(retryAfterSeconds);
  return (
    <div className="booking-notice booking-notice--problem" role="alert">
      <p className="booking-notice__title">{t('booking.busy.title')}</p>
      <p>{t('booking.busy.text', { wait: 'count' in wait ? t(wait.key, { count: wait.count }) : t(wait.key) })}</p>
      <p>{t('booking.unavailable.kept')}</p>
    </div>
  );
}

/** The problem of the last send of a step, if any, next to its button. */
export function ProblemNotice({ site, problem }: { site: SiteId; problem: SendProblem | null }) {
  const t = useT();
  if (!problem) return null;
  if (problem.kind === 'busy') return <BusyNotice retryAfterSeconds={problem.retryAfterSeconds} />;
  if (problem.kind === 'unavailable' || problem.kind === 'offline') return <UnavailableNotice site={site} />;
  return (
    <div className="booking-notice booking-notice--problem" role="alert">
      {problem.kind === 'conflict' ? <p>{t('booking.problem.conflict')}</p> : <p>{t('booking.problem.rejected')}</p>}
      <p>{t('booking.unavailable.kept')}</p>
    </div>
  );
}
