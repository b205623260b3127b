import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';

/** Spec 000 §9: a select box gets its search field only when it carries this class. */
export const SELECT_SHOW_SEARCH_CLASS = 'js-select2-show-search';
/**
 * Where a page decides by the list's length (Select2's minimumResultsForSearch): a list this long
 * or shorter is read at a glance and gets no search box.
 */
export const SELECT_SEARCH_MIN_OPTIONS = 10;

/** The class to give a select of `count` options: the search box only for a long list. */
export const selectSearchClass = (count: number) =>
  count > SELECT_SEARCH_MIN_OPTIONS ? SELECT_SHOW_SEARCH_CLASS : '';

export interface SelectSearchProps {
  /** One native <select>: it stays the form's control, its value and its accessible combobox. */
  children: ReactNode;
  /** The search field's name ("Search a country"). */
  searchLabel: string;
  /** What the live region says once the list is narrowed ("3 countries"). */
  resultsLabel: (count: number) => string;
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase()
    .trim();

/**
 * The Select2 search box, on the browser's own select (spec 000 §9): a select with the class
 * `js-select2-show-search` gets a search field that narrows its options as one types; any other
 * select is left as it is. The select stays the control (its label, its value, the form's data,
 * the keyboard and screen readers it already serves), which no script-drawn list matches. In the
 * field, Enter chooses the first option left, as Select2 does; the arrow keys go to the list.
 * Before the page is interactive, and without the class, only the select is there.
 */
export function SelectSearch({ children, searchLabel, resultsLabel }: SelectSearchProps) {
  const box = useRef<HTMLDivElement>(null);
  const [select, setSelect] = useState<HTMLSelectElement | null>(null);
  const [query, setQuery] = useState('');
  const [count, setCount] = useState<number | null>(null);
  const fieldId = useId();

  // After hydration: only a select that asks for it gets the field.
  useEffect(() => {
    const element = box.current?.querySelector('select') ?? null;
    setSelect(
      element && !element.multiple && element.classList.contains(SELECT_SHOW_SEARCH_CLASS) ? element : null,
    );
  });

  // The options the query leaves; the chosen one always stays, so the select never shows a hidden
  // value. After every render: the page may have given the select other options meanwhile.
  useEffect(() => {
    if (!select) return;
    const wanted = fold(query);
    let left = 0;
    for (const option of select.options) {
      const keep = !wanted || fold(option.text).includes(wanted) || option.selected;
      option.hidden = !keep;
      if (keep && !option.disabled && (!wanted || fold(option.text).includes(wanted))) left += 1;
    }
    setCount(wanted ? left : null);
  });

  const chooseFirst = () => {
    if (!select) return;
    const wanted = fold(query);
    const first = [...select.options].find(
      (option) => !option.disabled && (!wanted || fold(option.text).includes(wanted)),
    );
    if (!first || first.selected) return;
    // The select's own change, so that its handlers (a form library, the page) see a choice.
    select.value = first.value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      // Never the enclosing form's submit: Enter chooses.
      event.preventDefault();
      chooseFirst();
    } else if (event.key === 'ArrowDown' && select) {
      event.preventDefault();
      select.focus();
      try {
        select.showPicker?.();
      } catch {
        // The picker opens only on a user gesture in some browsers; the focused select still takes the arrows.
      }
    }
  };

  return (
    <div className={select ? 'select-search is-searchable' : 'select-search'} ref={box}>
      {select ? (
        <div className="select-search__field">
          <input
            id={fieldId}
            type="search"
            className="form-control select-search__input"
            aria-label={searchLabel}
            aria-controls={select.id || undefined}
            autoComplete="off"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={onKeyDown}
          />
          <span className="visually-hidden" role="status">
            {count === null ? '' : resultsLabel(count)}
          </span>
        </div>
      ) : null}
      {children}
    </div>
  );
}
