import { act, render, screen, within } from '@testing-library/react';
import { COUNTDOWN_TICK_MS } from '@vitrine/api-client';
import { stringResources } from '@vitrine/i18n';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TranslationProvider } from '../i18n/translation-context';
import { Countdown, formatCountdownEnd, remainingUntil } from './countdown';

const InShop = ({ children }: { children: ReactNode }) => (
  <TranslationProvider culture="fr" strings={stringResources.fr}>
    {children}
  </TranslationProvider>
);
const NOW = Date.parse('2026-11-26T10:00:00Z');
const figures = () =>
  within(screen.getByRole('region', { name: 'Soldes' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('the countdown (spec 001 §4, §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts days, hours, minutes and seconds to an instant', () => {
    expect(remainingUntil(NOW + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000, NOW)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
    });
    expect(remainingUntil(NOW - 1000, NOW)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it('shows the end as DD/MM/YYYY by default, in its time zone whatever the visitor’s', () => {
    // 23:30 UTC on 31 December is already 1 January in Brussels.
    expect(formatCountdownEnd('2026-12-31T23:30:00Z')).toEqual({ date: '01/01/2027', time: '00:30' });
    expect(formatCountdownEnd('2026-12-31T23:30:00Z', 'DD/MM/YYYY', 'UTC')).toEqual({
      date: '31/12/2026',
      time: '23:30',
    });
    expect(formatCountdownEnd('2026-12-24T18:00:00+01:00', 'YYYY-MM-DD').date).toBe('2026-12-24');
    expect(formatCountdownEnd('2026-12-24T18:00:00+01:00', 'MM/DD/YYYY').date).toBe('12/24/2026');
    expect(formatCountdownEnd('2026-12-24T18:00:00+01:00', 'DD.MM.YYYY').date).toBe('24.12.2026');
  });

  it('ticks every 1000 ms, with each figure’s unit in words', () => {
    expect(COUNTDOWN_TICK_MS).toBe(1000);
    const endsAt = new Date(NOW + (26 * 3600 + 61) * 1000).toISOString();
    render(
      <InShop>
        <Countdown endsAt={endsAt} heading="Soldes" reload={vi.fn()} />
      </InShop>,
    );
    expect(figures()).toEqual(['1 jours', '02 heures', '01 minutes', '01 secondes']);
    expect(screen.getByText(/^Se termine le 27\/11\/2026 à 13:01$/)).toBeTruthy();
    act(() => vi.advanceTimersByTime(999));
    expect(figures()).toEqual(['1 jours', '02 heures', '01 minutes', '01 secondes']);
    act(() => vi.advanceTimersByTime(1));
    expect(figures()).toEqual(['1 jours', '02 heures', '01 minutes', '00 secondes']);
    act(() => vi.advanceTimersByTime(COUNTDOWN_TICK_MS));
    expect(figures()).toEqual(['1 jours', '02 heures', '00 minutes', '59 secondes']);
  });

  it('reloads the page at the end, once, and announces nothing before it', () => {
    const reload = vi.fn();
    render(
      <InShop>
        <Countdown endsAt={new Date(NOW + 3000).toISOString()} heading="Soldes" reload={reload} />
      </InShop>,
    );
    const status = document.querySelector('[aria-live="polite"]');
    expect(status?.textContent).toBe('');
    act(() => vi.advanceTimersByTime(2000));
    expect(reload).not.toHaveBeenCalled();
    expect(status?.textContent).toBe('');
    act(() => vi.advanceTimersByTime(1000));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(status?.textContent).toBe('C’est terminé.');
    act(() => vi.advanceTimersByTime(5000));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('runs the callback instead of the reload when one is given', () => {
    const reload = vi.fn();
    const onEnd = vi.fn();
    render(
      <InShop>
        <Countdown
          endsAt={new Date(NOW + 2000).toISOString()}
          heading="Soldes"
          reload={reload}
          onEnd={onEnd}
          endMessage="Les soldes sont finies."
        />
      </InShop>,
    );
    act(() => vi.advanceTimersByTime(2000));
    expect(onEnd).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByText('Les soldes sont finies.')).toBeTruthy();
    expect(figures()).toEqual(['0 jours', '00 heures', '00 minutes', '00 secondes']);
  });

  it('never reloads a page whose end had already passed when it opened', () => {
    const reload = vi.fn();
    render(
      <InShop>
        <Countdown endsAt={new Date(NOW - 60_000).toISOString()} heading="Soldes" reload={reload} />
      </InShop>,
    );
    act(() => vi.advanceTimersByTime(10_000));
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByText('C’est terminé.')).toBeTruthy();
  });
});
