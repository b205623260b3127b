import type { SearchSuggestion } from '@vitrine/api-client';
import { inApp, inAppPath, shopUrls } from '@vitrine/api-client/urls';
import { isLongEnough, SEARCH_ACCURACY, SEARCH_SUGGESTIONS_MIN_LENGTH } from '@vitrine/validation';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useApi } from '../../lib/api-context';
import { useTranslation } from '../i18n/translation-context';
import { useSite } from '../layout/site-context';

/** Spec 001 §9: 5 suggestions requested with accuracy 0.3; the dropdown never lists more than 30. */
export const SUGGESTIONS = {
  requested: 5,
  accuracy: SEARCH_ACCURACY,
  dropdownLimit: 30,
  debounceMs: 250,
} as const;

const thumbnailUrl = (basePath: string, assetId: string) => `${basePath}/assets/images/${assetId}/thumb.webp`;

/**
 * What tells a suggestion apart from another of the same name: its brand when theirs differ,
 * otherwise its reference. Null when its name is the only one of its kind in the list.
 */
export function suggestionDetail(
  suggestion: SearchSuggestion,
  all: readonly SearchSuggestion[],
): string | null {
  const key = (item: SearchSuggestion) => item.Name.toLocaleLowerCase();
  const namesakes = all.filter((item) => key(item) === key(suggestion));
  if (namesakes.length < 2) return null;
  const brand = suggestion.BrandName;
  const brandTells = brand !== null && namesakes.filter((item) => item.BrandName === brand).length === 1;
  return brandTells ? brand : brand ? `${brand} · ${suggestion.Reference}` : suggestion.Reference;
}

/**
 * The header search box (spec 001 §2, §5): suggestions from 2 characters, a combobox with arrow
 * keys, Enter and Escape; Enter without a chosen suggestion searches the catalogue; an empty text
 * does nothing.
 */
export function SearchBox() {
  const { t, culture } = useTranslation();
  const { basePath } = useSite();
  const api = useApi();
  const navigate = useNavigate();
  const id = useId();
  const listId = `${id}-suggestions`;
  const [text, setText] = useState('');
  const [suggestions, setSuggestions] = useState<SearchSuggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const running = useRef<AbortController | null>(null);
  const action = inApp(basePath, shopUrls.catalog(culture));

  useEffect(() => {
    const query = text.trim();
    if (!isLongEnough(query, SEARCH_SUGGESTIONS_MIN_LENGTH)) {
      running.current?.abort();
      setSuggestions([]);
      setActive(-1);
      return;
    }
    const timer = setTimeout(() => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      api.catalog
        .suggestions(
          { q: query, nbrResults: SUGGESTIONS.requested, accuracy: SUGGESTIONS.accuracy, culture },
          // A superseded request is aborted on purpose (status 0): not an error to report.
          { signal: controller.signal, handles: [0] },
        )
        .then((found) => {
          if (controller.signal.aborted) return;
          setSuggestions(found.slice(0, SUGGESTIONS.dropdownLimit));
          setActive(-1);
          setOpen(true);
        })
        .catch(() => undefined);
    }, SUGGESTIONS.debounceMs);
    return () => clearTimeout(timer);
  }, [api, culture, text]);

  useEffect(() => () => running.current?.abort(), []);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const go = (to: string) => {
    close();
    navigate(inAppPath(to, basePath));
  };

  const expanded = open && suggestions.length > 0;
  const optionId = (index: number) => `${id}-option-${index}`;
  // Suggestions for a corrected text say so, as the result page does (ADR 012).
  const correction = suggestions[0]?.SearchCorrection ?? null;
  const noteId = `${id}-did-you-mean`;
  const options = suggestions.map((suggestion, index) => {
    const detail = suggestionDetail(suggestion, suggestions);
    return (
      // biome-ignore lint/a11y/useFocusableInteractive: options of a combobox are reached through aria-activedescendant, focus stays in the input.
      // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard chooses with the arrow keys and Enter in the input.
      <div
        key={suggestion.ProductUrl}
        id={optionId(index)}
        role="option"
        aria-selected={index === active}
        className={index === active ? 'search-box__option is-active' : 'search-box__option'}
        // Pressing the mouse would blur the input first; the choice is made on the click.
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => go(suggestion.ProductUrl)}
        onMouseEnter={() => setActive(index)}
      >
        {suggestion.Photo ? (
          <img
            src={thumbnailUrl(basePath, suggestion.Photo.AssetId)}
            alt=""
            width={40}
            height={40}
            loading="lazy"
          />
        ) : (
          <span className="search-box__no-photo" aria-hidden="true" />
        )}
        <span className="search-box__text">
          <span>{suggestion.Name}</span>
          {/* The space separates the two in the option's accessible name; the grid does not show it. */}
          {detail ? (
            <>
              {' '}
              <span className="search-box__detail">{detail}</span>
            </>
          ) : null}
        </span>
      </div>
    );
  });

  return (
    <search className="search-box">
      <form
        method="get"
        action={action}
        aria-label={t('Catalog.SearchLabel')}
        onSubmit={(event) => {
          event.preventDefault();
          const chosen = active >= 0 ? suggestions[active] : undefined;
          if (chosen) {
            go(chosen.ProductUrl);
            return;
          }
          const query = text.trim();
          // Spec 001 §5: the header search does nothing on an empty text.
          if (!query) return;
          go(shopUrls.catalog(culture, { q: query }));
        }}
      >
        <label htmlFor={id} className="visually-hidden">
          {t('Catalog.SearchLabel')}
        </label>
        <input
          id={id}
          type="search"
          name="q"
          className="search-box__input"
          autoComplete="off"
          placeholder={t('Catalog.SearchPlaceholder')}
          value={text}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
          }}
          onBlur={() => {
            // A click on a suggestion lands before the list disappears.
            setTimeout(close, 150);
          }}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown') {
              event.preventDefault();
              if (!expanded) setOpen(true);
              else setActive((index) => (index + 1) % suggestions.length);
            } else if (event.key === 'ArrowUp') {
              event.preventDefault();
              if (expanded) setActive((index) => (index <= 0 ? suggestions.length - 1 : index - 1));
            } else if (event.key === 'Escape') {
              if (expanded) {
                event.preventDefault();
                close();
              } else if (text) {
                setText('');
              }
            }
          }}
        />
        <button type="submit" className="search-box__submit">
          <span aria-hidden="true" className="search-box__icon" />
          <span className="visually-hidden">{t('Catalog.Search')}</span>
        </button>
        <div
          id={listId}
          role="listbox"
          className="search-box__list"
          aria-label={t('Catalog.SearchSuggestions')}
          hidden={!expanded}
        >
          {correction ? (
            // A group of options inside the listbox, labelled by its note (WAI-ARIA's grouped listbox).
            // biome-ignore lint/a11y/useSemanticElements: a fieldset is not an allowed child of a listbox.
            <div role="group" aria-labelledby={noteId}>
              <div role="presentation" id={noteId} className="search-box__did-you-mean">
                {t('Catalog.DidYouMean', { correction })}
              </div>
              {options}
            </div>
          ) : (
            options
          )}
        </div>
        <span className="visually-hidden" role="status" aria-live="polite">
          {expanded
            ? `${correction ? `${t('Catalog.DidYouMean', { correction })} ` : ''}${t('Catalog.SuggestionCount', { count: suggestions.length })}`
            : ''}
        </span>
      </form>
    </search>
  );
}
