import { canLookUpPostalCode } from '@vitrine/validation';
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useApi } from '../../lib/api-context';
import { debounce } from '../../lib/debounce';
import { useTranslation } from '../i18n/translation-context';

/** The typeahead waits this long after the last keystroke before it asks (tests wait for the list, not the time). */
export const PLACE_TYPEAHEAD_DEBOUNCE_MS = 250;

/** A suggestion chosen: the typeahead's city id, its postal code and place, and the places sharing that code. */
export interface ChosenPlace {
  id: string;
  label: string;
  postalCode: string;
  city: string;
  localities: string[];
}

type Lookup = { state: 'idle' } | { state: 'loading' } | { state: 'done'; places: [string, string][] };

/** The typeahead's labels are "postal code place name" (the cities contract). */
function split(label: string): { postalCode: string; city: string } {
  const match = /^(\S+)\s+(.+)$/.exec(label.trim());
  return match ? { postalCode: match[1] ?? '', city: match[2] ?? '' } : { postalCode: '', city: label };
}

/**
 * The search's address field with its autocomplete (spec 001 §2 "optional address
 * autocomplete", §5 "limited to the chosen country"): the shop's own places of that country,
 * from 4 characters (the postal-code typeahead's rule), as a combobox with a listbox popup
 * (WAI-ARIA APG). Choosing a place fills the postal code and city; what is typed stays the
 * address otherwise. Where the shop knows no places of the country it is a plain text field.
 */
export function PlaceTypeahead({
  id,
  label,
  name,
  country,
  suggests,
  value,
  onChange,
  onChoose,
}: {
  id: string;
  label: string;
  /** The field's name in the search form (the page's no-script search sends it). */
  name: string;
  country: string;
  /** The shop knows the country's places. */
  suggests: boolean;
  value: string;
  onChange: (value: string) => void;
  onChoose: (place: ChosenPlace) => void;
}) {
  const { t } = useTranslation();
  const api = useApi().shipping;
  const listId = `${id}-list`;
  const hintId = `${id}-hint`;
  const [lookup, setLookup] = useState<Lookup>({ state: 'idle' });
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const pending = useRef<AbortController | null>(null);

  const search = useMemo(
    () =>
      debounce((query: string) => {
        pending.current?.abort();
        const controller = new AbortController();
        pending.current = controller;
        api
          .cities(country, query, { signal: controller.signal })
          .then((found) => {
            if (controller.signal.aborted) return;
            setLookup({ state: 'done', places: Object.entries(found) });
            setActive(-1);
            setOpen(true);
          })
          .catch(() => {
            if (!controller.signal.aborted) setLookup({ state: 'idle' });
          });
      }, PLACE_TYPEAHEAD_DEBOUNCE_MS),
    [api, country],
  );
  useEffect(
    () => () => {
      search.cancel();
      pending.current?.abort();
    },
    [search],
  );

  const places = lookup.state === 'done' ? lookup.places : [];
  const expanded = open && places.length > 0;

  function type(text: string) {
    onChange(text);
    if (!suggests) return;
    if (!canLookUpPostalCode(text)) {
      search.cancel();
      pending.current?.abort();
      setLookup({ state: 'idle' });
      setOpen(false);
      return;
    }
    setLookup({ state: 'loading' });
    search(text.trim());
  }

  function choose(index: number) {
    const place = places[index];
    if (!place) return;
    const [placeId, placeLabel] = place;
    const parts = split(placeLabel);
    const localities = places
      .map(([, other]) => split(other))
      .filter((other) => other.postalCode === parts.postalCode)
      .map((other) => other.city);
    setOpen(false);
    setActive(-1);
    onChoose({ id: placeId, label: placeLabel, ...parts, localities: [...new Set(localities)] });
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' && places.length) {
      event.preventDefault();
      setOpen(true);
      setActive((current) => (current + 1) % places.length);
    } else if (event.key === 'ArrowUp' && places.length) {
      event.preventDefault();
      setOpen(true);
      setActive((current) => (current <= 0 ? places.length - 1 : current - 1));
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      // Enter on a suggestion chooses it; otherwise it sends the search form.
      event.preventDefault();
      choose(active);
    } else if (event.key === 'Escape' && expanded) {
      // Only the list closes: the dialog around the field stays.
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      setActive(-1);
    }
  }

  if (!suggests)
    return (
      <div className="form-field pickup-search__address">
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          name={name}
          type="text"
          autoComplete="street-address"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
    );

  const nothing = lookup.state === 'done' && lookup.places.length === 0;
  return (
    <div className="form-field pickup-search__address typeahead">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-describedby={hintId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        value={value}
        onChange={(event) => type(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        onFocus={() => places.length && setOpen(true)}
      />
      <p id={hintId} className="form-hint">
        {t('PickupSearch.AddressHint')}
      </p>
      <div id={listId} role="listbox" aria-label={label} className="typeahead__list" hidden={!expanded}>
        {places.map(([placeId, placeLabel], index) => (
          // biome-ignore lint/a11y/useFocusableInteractive: options of a combobox are reached through aria-activedescendant, focus stays in the input.
          // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard chooses with the arrow keys and Enter in the input.
          <div
            key={placeId}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className={index === active ? 'typeahead__option is-active' : 'typeahead__option'}
            // Pressing the mouse would blur the input first; the choice is made on the click.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(index)}
            onMouseEnter={() => setActive(index)}
          >
            {placeLabel}
          </div>
        ))}
      </div>
      <div aria-live="polite" className="typeahead__status">
        {nothing ? <p className="typeahead__empty">{t('Shipping.NoCityFound')}</p> : null}
        {expanded ? (
          <span className="visually-hidden">{t('PickupSearch.Suggestions', { count: places.length })}</span>
        ) : null}
      </div>
    </div>
  );
}
