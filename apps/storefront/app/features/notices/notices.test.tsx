import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { stringResources } from '@vitrine/i18n';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TranslationProvider } from '../i18n/translation-context';
import { NOTICE_DURATION_MS, type Notice, NoticesProvider, useNotices } from './notices';

function Notifier({ notices }: { notices: Notice[] }) {
  const { notify } = useNotices();
  return (
    <button type="button" onClick={() => notices.forEach(notify)}>
      notify
    </button>
  );
}

function renderNotices(notices: Notice[]) {
  render(
    <TranslationProvider culture="fr" strings={stringResources.fr}>
      <NoticesProvider>
        <Notifier notices={notices} />
      </NoticesProvider>
    </TranslationProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'notify' }));
}

afterEach(() => vi.useRealTimers());

describe('NoticesProvider', () => {
  it('shows nothing, and no alert or status, before a notice', () => {
    renderNotices([]);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a notice with its title and message in a status region, with a named close button', () => {
    renderNotices([{ kind: 'success', title: 'Coupons', message: 'Le code a été appliqué.' }]);
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(within(status).getByText('Coupons')).toBeTruthy();
    expect(within(status).getByText('Le code a été appliqué.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(within(status).getByRole('button', { name: 'Fermer la notification « Coupons »' }));
    expect(screen.queryByText('Le code a été appliqué.')).toBeNull();
  });

  it('puts errors in an alert region where they stay until closed', () => {
    vi.useFakeTimers();
    renderNotices([{ kind: 'error', message: 'A error has occurred' }]);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('A error has occurred');
    act(() => vi.advanceTimersByTime(NOTICE_DURATION_MS * 10));
    expect(screen.getByRole('alert').textContent).toContain('A error has occurred');
    fireEvent.click(within(alert).getByRole('button', { name: 'Fermer la notification' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('closes a non-error notice by itself, unless it is hovered or focused', () => {
    vi.useFakeTimers();
    renderNotices([
      { kind: 'info', message: 'Informé' },
      { kind: 'warning', message: 'Attention' },
    ]);
    const kept = screen.getByText('Attention').closest('.growl') as HTMLElement;
    fireEvent.mouseEnter(kept);
    act(() => vi.advanceTimersByTime(NOTICE_DURATION_MS));
    expect(screen.queryByText('Informé')).toBeNull();
    expect(screen.getByText('Attention')).toBeTruthy();

    // Leaving it starts the count again; focusing its close button holds it again.
    fireEvent.mouseLeave(kept);
    act(() => within(kept).getByRole('button').focus());
    act(() => vi.advanceTimersByTime(NOTICE_DURATION_MS * 2));
    expect(screen.getByText('Attention')).toBeTruthy();
    act(() => within(kept).getByRole('button').blur());
    act(() => vi.advanceTimersByTime(NOTICE_DURATION_MS));
    expect(screen.queryByText('Attention')).toBeNull();
  });

  it('shows the same notice once however often it is sent', () => {
    renderNotices([
      { kind: 'info', message: 'Une fois' },
      { kind: 'info', message: 'Une fois' },
    ]);
    expect(screen.getAllByText('Une fois')).toHaveLength(1);
  });

  it('needs its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Notifier notices={[]} />)).toThrow('useNotices needs a NoticesProvider');
  });
});
