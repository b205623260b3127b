import {
  normaliseQuantity,
  type QuantityOptions,
  type QuantityResult,
  stepQuantity,
} from '@vitrine/validation';
import { useEffect, useId, useRef, useState } from 'react';

/** Spec 001 §9: a typed quantity is corrected 600 ms after the last keystroke. */
export const QUANTITY_TYPING_DELAY_MS = 600;

export interface QuantityInputProps extends QuantityOptions {
  /** The current quantity; the input follows it when the parent changes it. */
  value: number;
  /** Called with a corrected quantity within the bounds, only when it differs from the last one. */
  onChange: (quantity: number) => void;
  /** Visible label and the buttons' accessible names (translated by the caller). */
  label: string;
  decreaseLabel: string;
  increaseLabel: string;
  name?: string;
  id?: string;
  disabled?: boolean;
  className?: string;
  /** Hides the label visually (it still names the input). */
  hideLabel?: boolean;
}

/**
 * The quantity input of spec 001 §5 on the shared normaliser: minus and plus buttons, typing
 * corrected after a pause, blur and Enter corrected at once; the change fires only for a quantity
 * within the bounds.
 */
export function QuantityInput({
  value,
  onChange,
  label,
  decreaseLabel,
  increaseLabel,
  name,
  id,
  disabled = false,
  className,
  hideLabel = false,
  min,
  max,
  step,
  zeroFloor,
}: QuantityInputProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const options: QuantityOptions = { min, max, step, zeroFloor };
  const [text, setText] = useState(() => normaliseQuantity(value, options).displayValue);
  const [state, setState] = useState<QuantityResult>(() => normaliseQuantity(value, options));
  const lastEmitted = useRef(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const optionsRef = useRef(options);
  optionsRef.current = options;

  // A quantity set from outside (another variant, a reset) replaces what the input shows.
  useEffect(() => {
    if (value === lastEmitted.current) return;
    lastEmitted.current = value;
    const next = normaliseQuantity(value, optionsRef.current);
    setState(next);
    setText(next.displayValue);
  }, [value]);

  useEffect(() => () => clearTimeout(timer.current), []);

  function apply(next: QuantityResult) {
    clearTimeout(timer.current);
    setState(next);
    setText(next.displayValue);
    if (next.shouldEmitChange && next.value !== '' && next.value !== lastEmitted.current) {
      lastEmitted.current = next.value;
      onChange(next.value);
    }
  }

  function correctNow(raw: string) {
    apply(normaliseQuantity(raw, optionsRef.current));
  }

  return (
    <div className={['quantity-input', className].filter(Boolean).join(' ')}>
      <label htmlFor={inputId} className={hideLabel ? 'visually-hidden' : 'quantity-input__label'}>
        {label}
      </label>
      <div className="quantity-input__controls">
        <button
          type="button"
          className="quantity-input__button"
          aria-label={decreaseLabel}
          aria-controls={inputId}
          disabled={disabled || state.minusDisabled}
          onClick={() => apply(stepQuantity(text, 'down', optionsRef.current))}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={inputId}
          name={name}
          type="number"
          inputMode="decimal"
          className="quantity-input__field"
          value={text}
          min={zeroFloor ? 0 : (min ?? undefined)}
          max={max && Number(max) > 0 ? max : undefined}
          step={step ?? undefined}
          disabled={disabled}
          onChange={(event) => {
            const raw = event.target.value;
            setText(raw);
            clearTimeout(timer.current);
            timer.current = setTimeout(() => correctNow(raw), QUANTITY_TYPING_DELAY_MS);
          }}
          onBlur={(event) => correctNow(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              correctNow(event.currentTarget.value);
            }
          }}
        />
        <button
          type="button"
          className="quantity-input__button"
          aria-label={increaseLabel}
          aria-controls={inputId}
          disabled={disabled || state.plusDisabled}
          onClick={() => apply(stepQuantity(text, 'up', optionsRef.current))}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  );
}
