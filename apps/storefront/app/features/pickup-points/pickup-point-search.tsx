import {
  isApiError,
  type PickupPoint,
  type PickupPointSearchAnswer,
  type SavedPickupPointRequest,
} from '@vitrine/api-client';
import { translateMessage } from '@vitrine/validation';
import { type FormEvent, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { useApi } from '../../lib/api-context';
import { useTranslation } from '../i18n/translation-context';
import { useSite } from '../layout/site-context';
import { DEFAULT_MAP_ZOOM, type MapMarker } from '../maps/map-options';
import { useMapPageData } from '../maps/map-page-data';
import { MapView } from '../maps/map-view';
import { type LocationMedium, locationOf, serializeLocationCookie } from './location-cookie';
import { type ChosenPlace, PlaceTypeahead } from './place-typeahead';
import { hasPlace, hoursLines, type SearchPlace, savedPickupPoint } from './search-place';

/** The carrier's answer when it could be asked (spec 001 §8: anything else is the error notice). */
export const SEARCH_SUCCESS = 'Success';

/** Spec 001 §9: the pickup map opens at zoom 13. */
export const PICKUP_MAP_ZOOM = DEFAULT_MAP_ZOOM;

/** The names of the search's fields in its address (the page's query, spec 001 §2). */
export const SEARCH_QUERY = {
  shippingMethodId: 'shippingMethodId',
  carrier: 'carrierGatewayId',
  country: 'countryId',
  city: 'city',
  postalCode: 'postCode',
  address: 'address',
} as const;
/** The chosen point's field in the no-script choice form. */
export const CHOSEN_FIELD = 'PickupPointRef';

type Search =
  | { state: 'idle' }
  | { state: 'searching' }
  | { state: 'failed' }
  | { state: 'refused'; messages: string[] }
  | { state: 'done'; points: PickupPoint[] };

export interface PickupPointSearchProps {
  shippingMethodId: string;
  /** The method's carrier (`{carrier}` of the search's path). */
  carrier: string;
  /** Where the first search looks; the search stays in its country. */
  initialPlace: SearchPlace;
  /** How that place was given, for the stored location. */
  initialMedium?: LocationMedium;
  /** The page's own search (the page's loader searched already). */
  initialAnswer?: PickupPointSearchAnswer | null;
  /** The shop knows the country's places: the address field suggests them. */
  suggests: boolean;
  /** The names the parcel carries (the billing names, spec 001 §3). */
  names: { firstName: string; lastName: string };
  /** The page of the search: where its forms go when scripts do not run. */
  pageUrl: string;
  /** Saves the chosen point (the payload of spec 001 §3); the caller then reloads or leaves. */
  onChoose: (point: SavedPickupPointRequest) => void | Promise<void>;
}

const subscribeNothing = () => () => {};

/** True once the page runs its script (false on the server and while the page hydrates). */
function useScripted() {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}

/**
 * The pickup-point search (spec 001 §2 "Pickup-point search dialog"; §4 "Pickup point"; §5; §8;
 * §9): where to look (the address with its autocomplete, the postal code and city), the map
 * with a marker per point and the list of points, and the Choose button. Clicking a point of the
 * list selects it, enables the Choose button, marks it active and opens its marker's popup; a
 * marker clicked selects its point the same way. The search's radius and list size are the
 * page's data. The same component is the dialog's content and the page's, whose forms also work
 * without script (a GET search and a POST choice to the page).
 */
export function PickupPointSearch({
  shippingMethodId,
  carrier,
  initialPlace,
  initialMedium = 'link',
  initialAnswer = null,
  suggests,
  names,
  pageUrl,
  onChoose,
}: PickupPointSearchProps) {
  const { t, culture } = useTranslation();
  const { cmsName } = useSite();
  const api = useApi();
  const { searchRadius, maximumListSize } = useMapPageData();
  const scripted = useScripted();
  const base = useId();
  const country = initialPlace.CountryCode;

  const [fields, setFields] = useState({
    Address: initialPlace.Address,
    PostalCode: initialPlace.PostalCode,
    City: initialPlace.City,
  });
  const [searched, setSearched] = useState<SearchPlace>(initialPlace);
  const [search, setSearch] = useState<Search>(() => answerState(initialAnswer));
  const [selected, setSelected] = useState<string | null>(null);
  const [choosing, setChoosing] = useState(false);
  const [refusal, setRefusal] = useState<string[]>([]);
  // A suggestion chosen for the fields as they are; typing in them forgets it.
  const chosenPlace = useRef<ChosenPlace | null>(null);
  const medium = useRef<LocationMedium>(initialMedium);
  const pending = useRef<AbortController | null>(null);
  const list = useRef<HTMLUListElement>(null);

  async function run(place: SearchPlace) {
    if (!hasPlace(place)) {
      setSearch({ state: 'refused', messages: ['PickupSearch.PlaceRequired'] });
      return;
    }
    pending.current?.abort();
    const controller = new AbortController();
    pending.current = controller;
    setSearched(place);
    setSelected(null);
    setSearch({ state: 'searching' });
    try {
      const answer = await api.pickupPoints.search(
        carrier,
        {
          City: place.City,
          PostalCode: place.PostalCode,
          CountryCode: place.CountryCode,
          Address: place.Address,
          ShippingMethodId: shippingMethodId,
          SearchRadius: searchRadius,
          MaximumListSize: maximumListSize,
          CultureName: culture,
        },
        { signal: controller.signal },
      );
      if (controller.signal.aborted) return;
      const next = answerState(answer);
      setSearch(next);
      if (next.state === 'done') remember(place, next.points);
    } catch (error) {
      if (controller.signal.aborted) return;
      const messages = isApiError(error) ? Object.values(error.problem?.errors ?? {}).flat() : [];
      if (isApiError(error) && error.status === 400 && messages.length)
        setSearch({ state: 'refused', messages: [...new Set(messages)] });
      else if (isApiError(error) && [400, 404, 422, 429].includes(error.status))
        setSearch({ state: 'failed' });
      // A failure the error flow has told the shopper of already: the form stays as it was.
      else setSearch({ state: 'idle' });
    }
  }

  function remember(place: SearchPlace, points: PickupPoint[]) {
    const chosen = chosenPlace.current;
    const location = locationOf({
      place,
      medium: chosen ? 'autocomplete' : medium.current,
      placeId: chosen?.id ?? null,
      localities: chosen?.localities ?? [],
      points,
    });
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser yet; serializeLocationCookie builds and escapes the value.
    document.cookie = serializeLocationCookie(location, cmsName, {
      secure: window.location.protocol === 'https:',
    });
  }

  // The dialog looks around its first place as it opens (the page's loader did already).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the first search only.
  useEffect(() => {
    if (!initialAnswer && hasPlace(initialPlace)) void run(initialPlace);
    return () => pending.current?.abort();
  }, []);

  function edit(name: keyof typeof fields, value: string) {
    chosenPlace.current = null;
    medium.current = 'typed';
    setFields((current) => ({ ...current, [name]: value }));
  }

  function choosePlace(place: ChosenPlace) {
    chosenPlace.current = place;
    const next = { Address: place.label, PostalCode: place.postalCode, City: place.city };
    setFields(next);
    void run({ CountryCode: country, ...next });
  }

  function onSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The dialog sits in the checkout's form in React's tree: its submit must not reach it.
    event.stopPropagation();
    void run({ CountryCode: country, ...trimmed(fields) });
  }

  function select(id: string) {
    setSelected(id);
  }

  function selectFromMap(id: string) {
    setSelected(id);
    const items = [...(list.current?.children ?? [])] as HTMLElement[];
    items.find((item) => item.dataset.pointId === id)?.scrollIntoView?.({ block: 'nearest' });
  }

  const points = search.state === 'done' ? search.points : [];
  const point = points.find((candidate) => candidate.PublicAccessPointID === selected) ?? null;

  async function onChooseSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    event.stopPropagation();
    if (!point || choosing) return;
    setChoosing(true);
    setRefusal([]);
    try {
      await onChoose(savedPickupPoint(point, { shippingMethodId, carrier, ...names }));
    } catch (error) {
      // A refusal is said here; any other failure the error flow has told of already.
      const messages = isApiError(error) ? Object.values(error.problem?.errors ?? {}).flat() : [];
      if (isApiError(error) && error.status < 500)
        setRefusal(messages.length ? [...new Set(messages)] : ['PickupSearch.ErrorMessage']);
    } finally {
      setChoosing(false);
    }
  }

  const distance = new Intl.NumberFormat(culture, {
    style: 'unit',
    unit: 'kilometer',
    maximumFractionDigits: 1,
  });
  const markers: MapMarker[] = points.map((candidate) => ({
    id: candidate.PublicAccessPointID,
    position: { lat: candidate.Geocode.Latitude, lng: candidate.Geocode.Longitude },
    title: candidate.ConsigneeName,
    content: <PointPopup point={candidate} />,
  }));
  const id = (name: string) => `${base}-${name}`;
  const hidden = (
    <>
      <input type="hidden" name={SEARCH_QUERY.shippingMethodId} value={shippingMethodId} />
      <input type="hidden" name={SEARCH_QUERY.carrier} value={carrier} />
      <input type="hidden" name={SEARCH_QUERY.country} value={country} />
    </>
  );

  return (
    <div className="pickup-search">
      <form
        className="pickup-search__form"
        method="get"
        action={pageUrl}
        onSubmit={onSearch}
        aria-label={t('PickupSearch.Where')}
      >
        {hidden}
        <PlaceTypeahead
          id={id('address')}
          name={SEARCH_QUERY.address}
          label={t('PickupSearch.Address')}
          country={country}
          suggests={suggests}
          value={fields.Address}
          onChange={(value) => edit('Address', value)}
          onChoose={choosePlace}
        />
        <div className="form-field pickup-search__postal">
          <label htmlFor={id('postal')}>{t('PickupSearch.PostalCode')}</label>
          <input
            id={id('postal')}
            name={SEARCH_QUERY.postalCode}
            type="text"
            autoComplete="postal-code"
            value={fields.PostalCode}
            onChange={(event) => edit('PostalCode', event.target.value)}
          />
        </div>
        <div className="form-field pickup-search__city">
          <label htmlFor={id('city')}>{t('PickupSearch.City')}</label>
          <input
            id={id('city')}
            name={SEARCH_QUERY.city}
            type="text"
            autoComplete="address-level2"
            value={fields.City}
            onChange={(event) => edit('City', event.target.value)}
          />
        </div>
        <button type="submit" className="button button--secondary pickup-search__submit">
          {t('PickupSearch.Search')}
        </button>
      </form>

      <div className="pickup-search__status" aria-live="polite">
        {search.state === 'searching' ? (
          <p className="pickup-search__searching">
            <span className="spinner spinner--small" aria-hidden="true" /> {t('PickupSearch.Searching')}
          </p>
        ) : search.state === 'done' && points.length ? (
          <p>{t('PickupSearch.Found', { count: points.length })}</p>
        ) : search.state === 'done' ? (
          <p className="notice pickup-search__none">{t('PickupSearch.NoneFound')}</p>
        ) : null}
      </div>
      {search.state === 'failed' ? (
        <div className="notice notice--error pickup-search__error" role="alert">
          <p className="pickup-search__error-title">{t('PickupSearch.ErrorTitle')}</p>
          <p>{t('PickupSearch.ErrorMessage')}</p>
        </div>
      ) : null}
      {search.state === 'refused' ? (
        <div className="notice notice--error" role="alert">
          {search.messages.map((message) => (
            <p key={message}>{translateMessage(message, t)}</p>
          ))}
        </div>
      ) : null}

      {points.length ? (
        <form className="pickup-search__results" method="post" action={pageUrl} onSubmit={onChooseSubmit}>
          {hidden}
          <input type="hidden" name={SEARCH_QUERY.address} value={searched.Address} />
          <input type="hidden" name={SEARCH_QUERY.postalCode} value={searched.PostalCode} />
          <input type="hidden" name={SEARCH_QUERY.city} value={searched.City} />
          <input type="hidden" name="ShippingFirstName" value={names.firstName} />
          <input type="hidden" name="ShippingLastName" value={names.lastName} />
          <div className="pickup-search__layout">
            <MapView
              className="pickup-search__map"
              label={t('PickupSearch.Map')}
              markers={markers}
              zoom={PICKUP_MAP_ZOOM}
              openMarkerId={selected}
              onMarkerClick={selectFromMap}
            />
            <fieldset className="pickup-search__list">
              <legend className="visually-hidden">{t('PickupSearch.List')}</legend>
              <ul ref={list}>
                {points.map((candidate) => (
                  <PointItem
                    key={candidate.PublicAccessPointID}
                    id={id(`point-${candidate.PublicAccessPointID}`)}
                    point={candidate}
                    active={candidate.PublicAccessPointID === selected}
                    distance={candidate.Distance === null ? null : distance.format(candidate.Distance)}
                    onSelect={select}
                  />
                ))}
              </ul>
            </fieldset>
          </div>
          <div className="pickup-search__actions">
            {refusal.length ? (
              <div className="notice notice--error" role="alert">
                {refusal.map((message) => (
                  <p key={message}>{translateMessage(message, t)}</p>
                ))}
              </div>
            ) : null}
            {scripted && !point ? (
              <p className="form-hint" id={id('choose-hint')}>
                {t('PickupSearch.SelectFirst')}
              </p>
            ) : null}
            <button
              type="submit"
              className="button button--primary pickup-search__choose"
              disabled={(scripted && !point) || choosing}
              aria-busy={choosing}
              aria-describedby={scripted && !point ? id('choose-hint') : undefined}
            >
              {choosing ? (
                <>
                  <span className="spinner spinner--small" aria-hidden="true" />
                  {t('PickupSearch.Choosing')}
                </>
              ) : (
                t('PickupSearch.Choose')
              )}
            </button>
          </div>
        </form>
      ) : null}
    </div>
  );
}

function answerState(answer: PickupPointSearchAnswer | null): Search {
  if (!answer) return { state: 'idle' };
  if (answer.ResponseStatusDescription !== SEARCH_SUCCESS) return { state: 'failed' };
  return { state: 'done', points: answer.PickupPointViewModels };
}

const trimmed = (fields: { Address: string; PostalCode: string; City: string }) => ({
  Address: fields.Address.trim(),
  PostalCode: fields.PostalCode.trim(),
  City: fields.City.trim(),
});

/** A point of the list: a radio (the choice, without script too) named by the point, its details describing it. */
function PointItem({
  id,
  point,
  active,
  distance,
  onSelect,
}: {
  id: string;
  point: PickupPoint;
  active: boolean;
  distance: string | null;
  onSelect: (id: string) => void;
}) {
  const { t } = useTranslation();
  const hours = hoursLines(point.StandardHoursOfOperation);
  const pointId = point.PublicAccessPointID;
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the radio is the control (arrows and Space); a click anywhere on the point is a pointer shortcut.
    <li
      className={active ? 'pickup-point is-active' : 'pickup-point'}
      data-point-id={pointId}
      onClick={() => onSelect(pointId)}
    >
      <input
        type="radio"
        id={id}
        name={CHOSEN_FIELD}
        value={pointId}
        checked={active}
        aria-describedby={`${id}-details`}
        onChange={() => onSelect(pointId)}
      />
      <label htmlFor={id} className="pickup-point__label">
        <span className="pickup-point__name">{point.ConsigneeName}</span>
        {distance ? (
          <span className="pickup-point__distance">{t('PickupSearch.Distance', { distance })}</span>
        ) : null}
        <span className="pickup-point__address">
          {point.Address}
          <br />
          {point.PostCode} {point.City}
        </span>
      </label>
      <div className="pickup-point__details" id={`${id}-details`}>
        {hours.length ? (
          <>
            <p className="pickup-point__hours-title">{t('PickupSearch.Hours')}</p>
            <ul className="pickup-point__hours">
              {hours.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </>
        ) : null}
        {point.PhoneNumber ? (
          <p className="pickup-point__phone">{t('PickupSearch.Phone', { phone: point.PhoneNumber })}</p>
        ) : null}
      </div>
    </li>
  );
}

/** A marker's popup: the point's name and address. */
function PointPopup({ point }: { point: PickupPoint }) {
  return (
    <div className="pickup-point-popup">
      <p className="pickup-point-popup__name">{point.ConsigneeName}</p>
      <p>
        {point.Address}
        <br />
        {point.PostCode} {point.City}
      </p>
    </div>
  );
}
