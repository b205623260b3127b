import {
  COUNTDOWN_TICK_MS,
  type CountdownDateFormat,
  DEFAULT_COUNTDOWN_DATE_FORMAT,
  DEFAULT_COUNTDOWN_TIME_ZONE,
} from '@vitrine/api-client';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../i18n/translation-context';

export interface Remaining {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Whole days, hours, minutes and seconds from `now` to `end` (all zero once it has passed). */
export function remainingUntil(end: number, now: number): Remaining {
  const total = Math.max(0, Math.ceil((end - now) / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

/** The end's date and time as the editor chose to show them, in one zone for every visitor. */
export function formatCountdownEnd(
  iso: string,
  format: CountdownDateFormat = DEFAULT_COUNTDOWN_DATE_FORMAT,
  timeZone: string = DEFAULT_COUNTDOWN_TIME_ZONE,
): { date: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  ) as Record<string, string>;
  const { day = '', month = '', year = '', hour = '', minute = '' } = parts;
  const date =
    format === 'MM/DD/YYYY'
      ? `${month}/${day}/${year}`
      : format === 'YYYY-MM-DD'
        ? `${year}-${month}-${day}`
        : format === 'DD.MM.YYYY'
          ? `${day}.${month}.${year}`
          : `${day}/${month}/${year}`;
  return { date, time: `${hour}:${minute}` };
}

export interface CountdownProps {
  /** The end, an instant (ISO 8601 with its offset). */
  endsAt: string;
  heading?: string;
  dateFormat?: CountdownDateFormat;
  timeZone?: string;
  /** Runs at the end instead of the reload (spec 001 §4). */
  onEnd?: () => void;
  /** How the page reloads at the end; the browser's reload unless a test hands its own. */
  reload?: () => void;
  /** Said once, politely, when the time is up. */
  endMessage?: string;
}

/**
 * The countdown (spec 001 §4, §9): days, hours, minutes and seconds to an instant, ticking every
 * 1000 ms, with the end's date as DD/MM/YYYY unless told otherwise. At the end it reloads the page,
 * or runs `onEnd` instead. A countdown that had already ended when the page opened never reloads
 * it, so a page whose end has passed is not reloaded over and over. The remaining time is not
 * announced each second (that would drown a screen reader): only the end is, in a live region.
 */
export function Countdown({
  endsAt,
  heading,
  dateFormat = DEFAULT_COUNTDOWN_DATE_FORMAT,
  timeZone = DEFAULT_COUNTDOWN_TIME_ZONE,
  onEnd,
  reload = () => window.location.reload(),
  endMessage,
}: CountdownProps) {
  const { t } = useTranslation();
  const end = Date.parse(endsAt);
  const [now, setNow] = useState(() => Date.now());
  const [ended, setEnded] = useState(false);
  const finish = useRef({ onEnd, reload });
  finish.current = { onEnd, reload };

  useEffect(() => {
    // Ended before the visitor came: nothing to count and no reload (the reloaded page would
    // reload again); a callback still learns that the time is up.
    if (Date.now() >= end) {
      setNow(Date.now());
      setEnded(true);
      finish.current.onEnd?.();
      return;
    }
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current < end) return;
      window.clearInterval(timer);
      setEnded(true);
      if (finish.current.onEnd) finish.current.onEnd();
      else finish.current.reload();
    }, COUNTDOWN_TICK_MS);
    return () => window.clearInterval(timer);
  }, [end]);

  const remaining = remainingUntil(end, now);
  const shown = formatCountdownEnd(endsAt, dateFormat, timeZone);
  const units: [keyof Remaining, string][] = [
    ['days', t('Media.Countdown.Days')],
    ['hours', t('Media.Countdown.Hours')],
    ['minutes', t('Media.Countdown.Minutes')],
    ['seconds', t('Media.Countdown.Seconds')],
  ];
  const name = heading || t('Media.Countdown.Label');
  return (
    <section className="countdown" aria-label={name} data-ended={ended || undefined}>
      {heading ? <h2 className="countdown__heading">{heading}</h2> : null}
      {/* Each figure carries its unit in words: read as "2 jours 3 heures…", not as bare digits. */}
      <ul className="countdown__units">
        {units.map(([unit, label]) => (
          <li key={unit} className={`countdown__unit countdown__unit--${unit}`}>
            <span className="countdown__value" suppressHydrationWarning>
              {unit === 'days' ? remaining[unit] : String(remaining[unit]).padStart(2, '0')}
            </span>{' '}
            <span className="countdown__label">{label}</span>
          </li>
        ))}
      </ul>
      <p className="countdown__end">
        <time dateTime={endsAt}>{t('Media.Countdown.EndsOn', shown)}</time>
      </p>
      <p className="countdown__status" aria-live="polite">
        {ended ? endMessage || t('Media.Countdown.Ended') : ''}
      </p>
    </section>
  );
}
