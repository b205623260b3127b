import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CopyToClipboard } from './copy-to-clipboard';

const MESSAGE = 'Copié dans le presse-papiers';

function message() {
  return screen.queryByText(MESSAGE);
}

describe('CopyToClipboard', () => {
  let writeText: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    vi.useFakeTimers();
    writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  });

  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('copies the text and shows the confirmation at 100 ms, hides it at 2 s, removes it at 2.5 s', async () => {
    render(<CopyToClipboard text="VITRINE-2026" label="Copier" copiedMessage={MESSAGE} />);
    fireEvent.click(screen.getByRole('button', { name: 'Copier' }));
    expect(writeText).toHaveBeenCalledWith('VITRINE-2026');

    await act(() => vi.advanceTimersByTimeAsync(99));
    expect(message()).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(message()?.className).toBe('copy-to-clipboard__message copy-to-clipboard__message--visible');
    expect(screen.getByRole('status').textContent).toBe(MESSAGE);

    await act(() => vi.advanceTimersByTimeAsync(1899));
    expect(message()?.className).toContain('--visible');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(message()?.className).toBe('copy-to-clipboard__message');

    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(message()).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(message()).toBeNull();
    // The live region itself stays, ready for the next announcement.
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('restarts the sequence on a second click', async () => {
    render(<CopyToClipboard text="x" label="Copier" copiedMessage={MESSAGE} />);
    const button = screen.getByRole('button', { name: 'Copier' });
    fireEvent.click(button);
    await act(() => vi.advanceTimersByTimeAsync(1900));
    fireEvent.click(button);
    await act(() => vi.advanceTimersByTimeAsync(99));
    expect(message()).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1900));
    expect(message()?.className).toContain('--visible');
  });

  it('falls back to a selected textarea and execCommand without the Clipboard API', async () => {
    Reflect.deleteProperty(navigator, 'clipboard');
    let copied = '';
    const execCommand = vi.fn((command: string) => {
      copied = command === 'copy' ? (document.querySelector('textarea')?.value ?? '') : '';
      return true;
    });
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    render(<CopyToClipboard text="fallback text" label="Copier" copiedMessage={MESSAGE} />);
    const button = screen.getByRole('button', { name: 'Copier' });
    button.focus();
    fireEvent.click(button);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(copied).toBe('fallback text');
    expect(document.querySelector('textarea')).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(message()).not.toBeNull();
    Reflect.deleteProperty(document, 'execCommand');
  });

  it('says nothing when the copy failed', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    Object.defineProperty(document, 'execCommand', { value: () => false, configurable: true });
    render(<CopyToClipboard text="x" label="Copier" copiedMessage={MESSAGE} />);
    fireEvent.click(screen.getByRole('button', { name: 'Copier' }));
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(message()).toBeNull();
    Reflect.deleteProperty(document, 'execCommand');
  });
});
