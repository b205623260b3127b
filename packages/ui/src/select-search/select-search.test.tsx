import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  SELECT_SEARCH_MIN_OPTIONS,
  SELECT_SHOW_SEARCH_CLASS,
  SelectSearch,
  selectSearchClass,
} from './select-search';

afterEach(() => cleanup());

const COUNTRIES = [
  ['BE', 'Belgique'],
  ['DE', 'Allemagne'],
  ['ES', 'Espagne'],
  ['FR', 'France'],
  ['LU', 'Luxembourg'],
  ['NL', 'Pays-Bas'],
] as const;

function Country({ className, onChange }: { className?: string; onChange?: (code: string) => void }) {
  const [value, setValue] = useState('BE');
  return (
    <form aria-label="Adresse" onSubmit={() => onChange?.('submitted')}>
      <label htmlFor="country">Pays</label>
      <SelectSearch searchLabel="Rechercher un pays" resultsLabel={(count) => `${count} pays`}>
        <select
          id="country"
          className={className}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            onChange?.(event.target.value);
          }}
        >
          {COUNTRIES.map(([code, name]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </select>
      </SelectSearch>
    </form>
  );
}

const visibleOptions = () =>
  [...(screen.getByRole('combobox', { name: 'Pays' }) as HTMLSelectElement).options]
    .filter((option) => !option.hidden)
    .map((option) => option.text);

describe('SelectSearch (spec 000 §9 Select2 search box)', () => {
  it('shows no search box on a select without the class js-select2-show-search', () => {
    render(<Country />);
    expect(screen.getByRole('combobox', { name: 'Pays' })).toBeTruthy();
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it('is asked for by the class, which a page gives a list of more than 10 options', () => {
    expect(SELECT_SHOW_SEARCH_CLASS).toBe('js-select2-show-search');
    expect(SELECT_SEARCH_MIN_OPTIONS).toBe(10);
    expect(selectSearchClass(10)).toBe('');
    expect(selectSearchClass(11)).toBe('js-select2-show-search');
  });

  it('renders only the select on the server, before the page is interactive', () => {
    const html = renderToString(<Country className={SELECT_SHOW_SEARCH_CLASS} />);
    expect(html).toContain('<select');
    expect(html).not.toContain('type="search"');
  });

  it('with the class: a labelled search field narrows the options, accents and case aside, and says how many are left', async () => {
    const user = userEvent.setup();
    render(<Country className={SELECT_SHOW_SEARCH_CLASS} />);
    const search = screen.getByRole('searchbox', { name: 'Rechercher un pays' });
    expect(search.getAttribute('aria-controls')).toBe('country');
    // The select stays the form's control, named by its label.
    expect(screen.getByRole('combobox', { name: 'Pays' })).toBeTruthy();

    await user.type(search, 'ÂGNE');
    // Allemagne and Espagne match; Belgique, the chosen one, stays.
    expect(visibleOptions()).toEqual(['Belgique', 'Allemagne', 'Espagne']);
    expect(screen.getByRole('status').textContent).toBe('2 pays');

    await user.clear(search);
    await user.type(search, 'pays bas');
    expect(visibleOptions()).toEqual(['Belgique']);
    expect(screen.getByRole('status').textContent).toBe('0 pays');
    await user.clear(search);
    await user.type(search, 'pays-bas');
    expect(visibleOptions()).toEqual(['Belgique', 'Pays-Bas']);
    await user.clear(search);
    expect(visibleOptions()).toHaveLength(6);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('Enter chooses the first option left, through the select’s own change, without submitting the form', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Country className={SELECT_SHOW_SEARCH_CLASS} onChange={onChange} />);
    const search = screen.getByRole('searchbox', { name: 'Rechercher un pays' });
    await user.type(search, 'lux{Enter}');
    expect(onChange).toHaveBeenCalledExactlyOnceWith('LU');
    expect((screen.getByRole('combobox', { name: 'Pays' }) as HTMLSelectElement).value).toBe('LU');
  });

  it('ArrowDown goes from the field to the select', () => {
    render(<Country className={SELECT_SHOW_SEARCH_CLASS} />);
    const search = screen.getByRole('searchbox', { name: 'Rechercher un pays' });
    search.focus();
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Pays' }));
  });
});
