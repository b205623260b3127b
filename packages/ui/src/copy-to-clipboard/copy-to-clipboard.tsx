import { type MouseEvent, useEffect, useRef, useState } from 'react';

/** Spec 000 §9: the confirmation appears after 100 ms, hides after 2 s, is removed after 2.5 s. */
export const COPY_MESSAGE_SHOW_MS = 100;
export const COPY_MESSAGE_HIDE_MS = 2000;
export const COPY_MESSAGE_REMOVE_MS = 2500;

export interface CopyToClipboardProps {
  /** What is copied. */
  text: string;
  /** The button's text (translated by the caller, e.g. Core.Copy). */
  label: string;
  /** The confirmation (translated by the caller, e.g. Core.Copied). */
  copiedMessage: string;
  className?: string;
  buttonClassName?: string;
}

type Phase = 'idle' | 'pending' | 'visible' | 'hiding';

/**
 * A button that copies a text and briefly confirms it. The confirmation sits in a polite live
 * region that is always rendered, so screen readers announce it when it appears.
 */
export function CopyToClipboard({
  text,
  label,
  copiedMessage,
  className,
  buttonClassName = 'button button--secondary',
}: CopyToClipboardProps) {
  const [phase, setPhase] = useState<Phase>('idle');
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  const clearTimers = () => {
    for (const timer of timers.current) clearTimeout(timer);
    timers.current = [];
  };

  // No timer may fire into an unmounted component.
  useEffect(() => {
    const pending = timers;
    return () => {
      for (const timer of pending.current) clearTimeout(timer);
    };
  }, []);

  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    const button = event.currentTarget;
    clearTimers();
    setPhase('pending');
    timers.current = [
      setTimeout(() => setPhase('visible'), COPY_MESSAGE_SHOW_MS),
      setTimeout(() => setPhase('hiding'), COPY_MESSAGE_HIDE_MS),
      setTimeout(() => setPhase('idle'), COPY_MESSAGE_REMOVE_MS),
    ];
    void copyText(text, button).then((copied) => {
      if (copied) return;
      // Claiming a copy that did not happen would be worse than saying nothing.
      clearTimers();
      setPhase('idle');
    });
  };

  return (
    <span className={['copy-to-clipboard', className].filter(Boolean).join(' ')}>
      <button type="button" className={buttonClassName} onClick={onClick}>
        {label}
      </button>
      <span role="status">
        {phase === 'visible' || phase === 'hiding' ? (
          <span
            className={[
              'copy-to-clipboard__message',
              phase === 'visible' ? 'copy-to-clipboard__message--visible' : '',
            ]
              .filter(Boolean)
              .join(' ')}
          >
            {copiedMessage}
          </span>
        ) : null}
      </span>
    </span>
  );
}

/**
 * Copies with the asynchronous Clipboard API; outside secure contexts (plain http) or when it is
 * refused, falls back to selecting a hidden textarea and execCommand('copy').
 */
export async function copyText(text: string, restoreFocusTo?: HTMLElement | null): Promise<boolean> {
  if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // fall through to the legacy way
    }
  }
  return copyWithTextarea(text, restoreFocusTo);
}

function copyWithTextarea(text: string, restoreFocusTo?: HTMLElement | null): boolean {
  if (typeof document === 'undefined' || typeof document.execCommand !== 'function') return false;
  const textarea = document.createElement('textarea');
  textarea.value = text;
  textarea.setAttribute('readonly', '');
  textarea.setAttribute('aria-hidden', 'true');
  textarea.tabIndex = -1;
  Object.assign(textarea.style, { position: 'fixed', top: '0', left: '-9999px', opacity: '0' });
  document.body.appendChild(textarea);
  try {
    textarea.select();
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    textarea.remove();
    // Selecting the textarea moved the focus away from the button the visitor pressed.
    restoreFocusTo?.focus();
  }
}
