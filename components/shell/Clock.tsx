import { useEffect, useState } from 'react';
import { clockDateTime, clockTime, msToNextMinute } from '../../lib/clock.ts';
import { SITES, type SiteId } from '../../lib/sites.ts';
import { useT } from '../i18n.tsx';
import { useSignals } from '../store/signals.ts';
import { currentPlace } from '../store/store.ts';
import { whenIdle } from '../ui/whenIdle.ts';

/** The clock shows its first time at idle, and within this long at the latest. */
const CLOCK_FIRST_TICK_TIMEOUT_MS = 1000;

/**
 * The site's local time (lib/clock.ts), ticking on the minute, on the site's hour cycle. The prerendered
 * HTML cannot know the visitor's moment: its <time> is empty, and shows the time the inline head script
 * computed at load (renderer/inline/clock.ts, a CSS custom property shown by shell.css) until this component writes its
 * own.
 */
export function Clock({ site }: { site: SiteId }) {
  useSignals();
  const t = useT();
  const [now, setNow] = useState<Date>();
  useEffect(() => {
    let timer = 0;
    const tick = () => {
      const at = new Date();
      setNow(at);
      timer = window.setTimeout(tick, msToNextMinute(at));
    };
    // The first time is shown when the browser is idle: a formatter for a time zone loads the zone's data,
    // some 12 ms on a phone, which would lengthen the task that makes the page live.
    const cancelFirst = whenIdle(tick, CLOCK_FIRST_TICK_TIMEOUT_MS);
    return () => {
      cancelFirst();
      window.clearTimeout(timer);
    };
  }, []);
  const place = currentPlace.value?.name ?? site;
  const { clockTimeZone, clockHourCycle } = SITES[site];
  return (
    <p className="clock">
      <span className="visually-hidden">{t('header.localTime', { place })} </span>
      <time className="clock__time" dateTime={now ? clockDateTime(now, clockTimeZone) : undefined} data-clock={site}>
        {now ? clockTime(now, clockTimeZone, clockHourCycle) : ''}
      </time>
    </p>
  );
}
