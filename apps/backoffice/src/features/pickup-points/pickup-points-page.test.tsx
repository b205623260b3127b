import { screen, waitFor, within } from '@testing-library/react';
import type { StaffCountry, StaffPickupPoint, StaffPickupPointInput } from '@vitrine/api-client';
import { describe, expect, it } from 'vitest';
import { type FakeRoutes, json, problem, staffUser } from '../../test/fake-api';
import { renderApp, text } from '../../test/render-app';

const ME = 'GET /api/v1/security/me';
const POINTS = '/api/v1/backoffice/pickup-points';
const MAPS = '/api/v1/backoffice/settings/maps';
const COUNTRIES: StaffCountry[] = [
  { Code: 'BE', Name: 'Belgique', IsEu: true, IsShippingCountry: true },
  { Code: 'FR', Name: 'France', IsEu: true, IsShippingCountry: true },
  { Code: 'CH', Name: 'Suisse', IsEu: false, IsShippingCountry: false },
];
const COUNTER: StaffPickupPoint = {
  Id: '00000000-0000-4000-8000-000000000a01',
  Name: 'Comptoir Bruxelles',
  Street: 'Rue Neuve',
  HouseNumber: '12',
  PostalCode: '1000',
  City: 'Bruxelles',
  CountryCode: 'BE',
  Phone: '+32 2 123 45 67',
  Latitude: 50.8503,
  Longitude: 4.3517,
  OpeningHours: 'Lun–Ven 9:00–18:00;Sam 10:00–16:00',
  IsActive: true,
};

/** The point the gateway keeps from a request (its id given), as it answers it. */
const kept = (Id: string, input: StaffPickupPointInput): StaffPickupPoint => ({
  Id,
  Name: input.Name,
  Street: input.Street,
  HouseNumber: input.HouseNumber ?? '',
  PostalCode: input.PostalCode,
  City: input.City,
  CountryCode: input.CountryCode,
  Phone: input.Phone ?? null,
  Latitude: input.Latitude,
  Longitude: input.Longitude,
  OpeningHours: input.OpeningHours ?? '',
  IsActive: input.IsActive ?? true,
});

/**
 * A field of the point's form by its label (a required one carries a star after it). Found by label
 * rather than by role: the form has many fields, and role queries are slow in jsdom.
 */
const labelled = (form: HTMLElement, key: string) =>
  within(form).getByLabelText(new RegExp(`^${text(key).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)) as
    | HTMLInputElement
    | HTMLTextAreaElement
    | HTMLSelectElement;

/** Types a whole value at once, as pasting it would (typing each key is slow in jsdom). */
async function fill(view: ReturnType<typeof renderApp>, field: HTMLElement, value: string) {
  if ((field as HTMLInputElement).value) await view.user.clear(field);
  await view.user.click(field);
  await view.user.paste(value);
}

function area(routes: FakeRoutes, points: () => StaffPickupPoint[] = () => [COUNTER]) {
  return renderApp({
    url: '/admin/pickup-points',
    routes: {
      [ME]: () => json(200, staffUser(['admin'])),
      [`GET ${POINTS}`]: () => json(200, points()),
      'GET /api/v1/backoffice/shipping/countries': () => json(200, COUNTRIES),
      [`GET ${MAPS}`]: () => json(200, { GoogleFrontAPIKey: 'AIza-old' }),
      ...routes,
    },
  });
}

describe('the pickup points area', () => {
  it('edits a point: opening hours a range per line, kept with semicolons; deactivated, the list says so', async () => {
    let points = [COUNTER];
    const view = area(
      {
        [`PUT ${POINTS}/${COUNTER.Id}`]: (request) => {
          const saved = kept(COUNTER.Id, request.body as StaffPickupPointInput);
          points = [saved];
          return json(200, saved);
        },
      },
      () => points,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: text('Backoffice.PickupPoints') }),
    ).toBeTruthy();
    const list = await screen.findByRole('list', { name: text('Backoffice.PickupPointsList') });
    const entry = await within(list).findByRole('button', { name: /Comptoir Bruxelles/ });
    expect(entry.textContent).toContain('1000 Bruxelles, Belgique');
    expect(within(entry).queryByText(text('Backoffice.PickupPointsInactive'))).toBeNull();
    await view.user.click(entry);

    const form = await screen.findByRole('form', { name: 'Comptoir Bruxelles' });
    const hours = labelled(form, 'Backoffice.PickupPointsOpeningHours');
    expect(hours.tagName).toBe('TEXTAREA');
    expect(hours.value).toBe('Lun–Ven 9:00–18:00\nSam 10:00–16:00');
    expect(within(form).getByText(text('Backoffice.PickupPointsOpeningHoursHint'))).toBeTruthy();
    expect(labelled(form, 'Backoffice.PickupPointsCountry').value).toBe('BE');
    // A line more, and an empty one that is dropped.
    await view.user.click(hours);
    await view.user.paste('\nDim fermé\n');
    const active = within(form).getByRole('checkbox', { name: text('Backoffice.PickupPointsActive') });
    expect((active as HTMLInputElement).checked).toBe(true);
    await view.user.click(active);
    await view.user.click(within(form).getByRole('button', { name: text('Backoffice.Save') }));

    expect(await within(form).findByText(text('Backoffice.PickupPointsSaved'))).toBeTruthy();
    expect(view.server.callsTo('PUT', `${POINTS}/${COUNTER.Id}`)[0]?.body).toEqual({
      Name: 'Comptoir Bruxelles',
      Street: 'Rue Neuve',
      HouseNumber: '12',
      PostalCode: '1000',
      City: 'Bruxelles',
      CountryCode: 'BE',
      Phone: '+32 2 123 45 67',
      Latitude: 50.8503,
      Longitude: 4.3517,
      OpeningHours: 'Lun–Ven 9:00–18:00;Sam 10:00–16:00;Dim fermé',
      IsActive: false,
    });
    await waitFor(() =>
      expect(
        within(within(list).getByRole('button', { name: /Comptoir Bruxelles/ })).getByText(
          text('Backoffice.PickupPointsInactive'),
        ),
      ).toBeTruthy(),
    );
  });

  const RELAY_ID = '00000000-0000-4000-8000-000000000a02';
  /** The area with no point yet, whose gateway refuses the postal code 00000 and keeps any other point. */
  async function newPointForm() {
    let points: StaffPickupPoint[] = [];
    const view = area(
      {
        [`POST ${POINTS}`]: (request) => {
          const body = request.body as StaffPickupPointInput;
          if (body.PostalCode === '00000')
            return problem(400, '/problems/validation', {
              errors: { PostalCode: ['Validation.PostalCode'] },
            });
          const saved = kept(RELAY_ID, body);
          points = [saved];
          return json(200, saved);
        },
      },
      () => points,
    );
    // Found by text where the page is large: role queries walk the whole document in jsdom.
    expect(await screen.findByText(text('Backoffice.PickupPointsEmpty'))).toBeTruthy();
    await view.user.click(screen.getByText(text('Backoffice.PickupPointsNew')));
    const form = await screen.findByRole('form', { name: text('Backoffice.PickupPointsNew') });
    const box = (key: string) => labelled(form, key);
    const country = labelled(form, 'Backoffice.PickupPointsCountry');
    const save = () => view.user.click(within(form).getByRole('button', { name: text('Backoffice.Save') }));
    const fillIn = async (postalCode: string) => {
      await fill(view, box('Backoffice.PickupPointsName'), 'Relais Lille');
      await fill(view, box('Backoffice.PickupPointsStreet'), 'Rue de Béthune');
      await fill(view, box('Backoffice.PickupPointsPostalCode'), postalCode);
      await fill(view, box('Backoffice.PickupPointsCity'), 'Lille');
      await view.user.selectOptions(country, 'France');
      // A decimal comma is read as the point.
      await fill(view, box('Backoffice.PickupPointsLatitude'), '50,6292');
      await fill(view, box('Backoffice.PickupPointsLongitude'), '3,0573');
      await fill(view, box('Backoffice.PickupPointsOpeningHours'), 'Mar–Sam 10:00–19:00');
    };
    return { view, form, box, country, save, fillIn };
  }

  it('refuses a new point’s wrong fields at each field, unsent, and a field the server refuses at that field', async () => {
    const { view, form, box, country, save, fillIn } = await newPointForm();
    // A new point starts in the first country the shop delivers to, and active.
    expect(country.value).toBe('BE');
    expect(
      (
        within(form).getByRole('checkbox', {
          name: text('Backoffice.PickupPointsActive'),
        }) as HTMLInputElement
      ).checked,
    ).toBe(true);

    await fill(view, box('Backoffice.PickupPointsLatitude'), '95');
    await save();
    expect(await within(form).findAllByText(text('Validation.Required'))).toHaveLength(4);
    expect(within(form).getByText(text('Validation.Range', { min: -90, max: 90 }))).toBeTruthy();
    expect(within(form).getByText(text('Validation.Number'))).toBeTruthy();
    expect(box('Backoffice.PickupPointsName').getAttribute('aria-invalid')).toBe('true');
    expect(view.server.callsTo('POST', POINTS)).toEqual([]);

    await fillIn('00000');
    await save();
    expect(await within(form).findByText(text('Validation.PostalCode'))).toBeTruthy();
    expect(box('Backoffice.PickupPointsPostalCode').getAttribute('aria-invalid')).toBe('true');
    expect(within(form).queryByText(text('Backoffice.PickupPointsSaved'))).toBeNull();
  });

  it('creates a point: it opens saying it was saved, chosen in the list', async () => {
    const { view, fillIn, save } = await newPointForm();
    await fillIn('59000');
    await save();
    const saved = await screen.findByRole('form', { name: 'Relais Lille' });
    expect(within(saved).getByText(text('Backoffice.PickupPointsSaved'))).toBeTruthy();
    expect(view.server.callsTo('POST', POINTS)[0]?.body).toEqual({
      Name: 'Relais Lille',
      Street: 'Rue de Béthune',
      HouseNumber: '',
      PostalCode: '59000',
      City: 'Lille',
      CountryCode: 'FR',
      Phone: null,
      Latitude: 50.6292,
      Longitude: 3.0573,
      OpeningHours: 'Mar–Sam 10:00–19:00',
      IsActive: true,
    });
    const entry = within(screen.getByRole('list', { name: text('Backoffice.PickupPointsList') })).getByRole(
      'button',
      { name: /Relais Lille/ },
    );
    expect(entry.getAttribute('aria-current')).toBe('true');
    expect(entry.textContent).toContain('59000 Lille, France');
  });

  it('sets the maps key; emptied, the configured key applies again', async () => {
    let key: string | null = 'AIza-old';
    const view = area({
      [`GET ${MAPS}`]: () => json(200, { GoogleFrontAPIKey: key }),
      [`PUT ${MAPS}`]: (request) => {
        key = (request.body as { GoogleFrontAPIKey: string | null }).GoogleFrontAPIKey;
        return json(200, { GoogleFrontAPIKey: key });
      },
    });
    const form = await screen.findByRole('form', { name: text('Backoffice.MapsSettings') });
    const field = within(form).getByRole('textbox', { name: text('Backoffice.MapsKey') }) as HTMLInputElement;
    expect(field.value).toBe('AIza-old');
    expect(within(form).getByText(text('Backoffice.MapsKeyHint'))).toBeTruthy();

    await view.user.clear(field);
    await view.user.type(field, '  AIza-new ');
    await view.user.click(within(form).getByRole('button', { name: text('Backoffice.Save') }));
    expect(await within(form).findByText(text('Backoffice.MapsKeySaved'))).toBeTruthy();
    expect(field.value).toBe('AIza-new');

    await view.user.clear(field);
    await view.user.click(within(form).getByRole('button', { name: text('Backoffice.Save') }));
    await waitFor(() => expect(view.server.callsTo('PUT', MAPS)).toHaveLength(2));
    expect(within(form).getByText(text('Backoffice.MapsKeySaved'))).toBeTruthy();
    expect(view.server.callsTo('PUT', MAPS).map((call) => call.body)).toEqual([
      { GoogleFrontAPIKey: 'AIza-new' },
      { GoogleFrontAPIKey: null },
    ]);
  });

  it('is for admins only', async () => {
    const view = renderApp({
      url: '/admin/pickup-points',
      routes: { [ME]: () => json(200, staffUser(['sales'])) },
    });
    expect(await screen.findByText(text('Security.Forbidden'))).toBeTruthy();
    expect(view.server.callsTo('GET', POINTS)).toEqual([]);
  });
});
