import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QUANTITY_TYPING_DELAY_MS, QuantityInput, type QuantityInputProps } from './quantity-input';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function setup(props: Partial<QuantityInputProps> = {}) {
  const onChange = vi.fn<(quantity: number) => void>();
  render(
    <QuantityInput
      value={1}
      onChange={onChange}
      label="Quantité"
      decreaseLabel="Diminuer"
      increaseLabel="Augmenter"
      {...props}
    />,
  );
  const input = screen.getByLabelText('Quantité') as HTMLInputElement;
  const minus = screen.getByRole('button', { name: 'Diminuer' }) as HTMLButtonElement;
  const plus = screen.getByRole('button', { name: 'Augmenter' }) as HTMLButtonElement;
  return { onChange, input, minus, plus };
}

describe('QuantityInput', () => {
  beforeEach(() => vi.useFakeTimers());

  it('corrects a typed value only 600 ms after the last keystroke', () => {
    const { input, onChange } = setup({ step: 5, min: 5, value: 5 });
    fireEvent.change(input, { target: { value: '1' } });
    fireEvent.change(input, { target: { value: '12' } });
    act(() => vi.advanceTimersByTime(QUANTITY_TYPING_DELAY_MS - 1));
    expect(input.value).toBe('12');
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(input.value).toBe('10');
    expect(onChange).toHaveBeenCalledWith(10);
  });

  it('corrects at once on blur and Enter', () => {
    const { input, onChange } = setup({ max: 8 });
    fireEvent.change(input, { target: { value: '20' } });
    fireEvent.blur(input);
    expect(input.value).toBe('8');
    expect(onChange).toHaveBeenLastCalledWith(8);
    fireEvent.change(input, { target: { value: '-3' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(input.value).toBe('1');
    expect(onChange).toHaveBeenLastCalledWith(1);
  });

  it('steps with the buttons and disables them at the bounds', () => {
    const { input, minus, plus, onChange } = setup({ min: 2, max: 6, step: 2, value: 2 });
    expect(minus.disabled).toBe(true);
    fireEvent.click(plus);
    expect(input.value).toBe('4');
    fireEvent.click(plus);
    expect(input.value).toBe('6');
    expect(plus.disabled).toBe(true);
    expect(onChange.mock.calls.map(([quantity]) => quantity)).toEqual([4, 6]);
    fireEvent.click(minus);
    expect(input.value).toBe('4');
  });

  it('shows 0 for a non-number and emits nothing', () => {
    const { input, onChange } = setup();
    fireEvent.change(input, { target: { value: 'abc' } });
    fireEvent.blur(input);
    expect(input.value).toBe('0');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('with the zero floor goes down to 0 and no lower, minus disabled there', () => {
    const { input, minus, onChange } = setup({ zeroFloor: true, value: 1 });
    fireEvent.click(minus);
    expect(input.value).toBe('0');
    expect(minus.disabled).toBe(true);
    // 0 is below the minimum of 1: shown, but not a quantity change.
    expect(onChange).not.toHaveBeenCalled();
  });

  it('follows a value set by the parent', () => {
    const onChange = vi.fn();
    const props = { onChange, label: 'Quantité', decreaseLabel: '-', increaseLabel: '+' };
    const { rerender } = render(<QuantityInput value={1} {...props} />);
    rerender(<QuantityInput value={7} {...props} />);
    expect((screen.getByLabelText('Quantité') as HTMLInputElement).value).toBe('7');
    expect(onChange).not.toHaveBeenCalled();
  });
});
