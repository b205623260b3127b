import { notifyManager } from '@tanstack/react-query';
import { act, fireEvent, screen } from '@testing-library/react';
import type { SalesCustomer } from '@vitrine/api-client';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, problem } from '../../test/fake-api';
import { renderInApp, text } from '../../test/render-app';
import { CUSTOMER_SEARCH_DEBOUNCE_MS, CustomerPicker } from './customer-picker';

const SEARCH = '/api/v1/sales/customers';
const CAMILLE: SalesCustomer = {
  CustomerId: '00000000-0000-4000-8000-000000009303',
  Email: 'camille.martin@atelier.example',
  FirstName: 'Camille',
  LastName: 'Martin',
  Company: 'Atelier Martin',
};
const OSCAR: SalesCustomer = {
  CustomerId: '00000000-0000-4000-8000-000000009304',
  Email: 'oscar@cafe-du-coin.example',
  FirstName: 'Oscar',
  LastName: 'Dupont',
  Company: null,
};

/** The picker as a page holds it: the picked customer shown beside it. */
function Harness() {
  const [picked, setPicked] = useState<SalesCustomer | null>(null);
  return (
    <>
      <CustomerPicker value={picked} onChange={setPicked} />
      <output aria-label="picked">{picked?.CustomerId ?? 'none'}</output>
    </>
  );
}

describe('the sales desk’s customer picker', () => {
  beforeEach(() => {
    // Only the debounce's clock is faked: the test moves it past the pause instead of waiting.
    // React Query hands its results over on a timer too: on a microtask here, so they still arrive.
    notifyManager.setScheduler(queueMicrotask);
  });
  afterEach(() => {
    vi.useRealTimers();
    notifyManager.setScheduler((callback) => setTimeout(callback, 0));
  });

  const setup = async (answer: (email: string) => Response) => {
    const view = renderInApp(<Harness />, {
      routes: { [`GET ${SEARCH}`]: (request) => answer(request.url.searchParams.get('email') ?? '') },
    });
    // Typing as the browser reports it, one input event per change (userEvent waits on timers of its own).
    const user = {
      type: async (field: HTMLElement, typed: string) => {
        for (const character of typed)
          fireEvent.change(field, { target: { value: `${(field as HTMLInputElement).value}${character}` } });
      },
      clear: async (field: HTMLElement) => {
        fireEvent.change(field, { target: { value: '' } });
      },
      keyboard: async (...keys: string[]) => {
        for (const key of keys) fireEvent.keyDown(document.activeElement ?? document.body, { key });
      },
    };
    const searches = () =>
      view.server.callsTo('GET', SEARCH).map((call) => call.url.searchParams.get('email'));
    // The pause in typing, then the answer's promises: RTL's findBy* would wait on the faked clock.
    const pause = async () => {
      await act(async () => {
        vi.advanceTimersByTime(CUSTOMER_SEARCH_DEBOUNCE_MS);
      });
      for (let turn = 0; turn < 5; turn += 1) await act(async () => {});
    };
    const field = await screen.findByRole('combobox', { name: text('SalesDesk.CustomerLabel') });
    // The staff member is in the field, as when typing (MUI resets the text of a field left).
    act(() => field.focus());
    // The app is up: from here on the clock only moves when the test says so.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    return { view, user, searches, pause, field };
  };

  it('asks nothing below two characters, then once per pause in typing, and shows name and company', async () => {
    const { user, searches, pause, field } = await setup((email) =>
      json(
        200,
        [CAMILLE, OSCAR].filter((customer) => customer.Email.includes(email)),
      ),
    );
    await user.type(field, 'c');
    await pause();
    expect(searches()).toEqual([]);
    expect(screen.getAllByText(text('SalesDesk.CustomerTypeMore', { min: 2 })).length).toBeGreaterThan(0);

    // Three more keys without a pause: one request, for what was typed when typing stopped.
    await user.type(field, 'a');
    expect(searches()).toEqual([]);
    await pause();
    const camille = screen.getByRole('option', { name: /camille\.martin@atelier\.example/ });
    expect(camille.textContent).toContain('Camille Martin · Atelier Martin');
    expect(screen.getByRole('option', { name: /oscar@cafe-du-coin\.example/ }).textContent).toContain(
      'Oscar Dupont',
    );
    expect(searches()).toEqual(['ca']);

    await user.type(field, 'fe');
    await pause();
    expect(screen.queryByRole('option', { name: /camille/ })).toBeNull();
    expect(searches()).toEqual(['ca', 'cafe']);
  });

  it('is used with the keyboard: arrows to a customer, Enter picks them', async () => {
    const { user, pause, field } = await setup(() => json(200, [CAMILLE, OSCAR]));
    await user.type(field, 'ca');
    await pause();
    screen.getByRole('option', { name: /oscar/ });
    await user.keyboard('ArrowDown', 'ArrowDown', 'Enter');
    expect(screen.getByRole('status', { name: 'picked' }).textContent).toContain(OSCAR.CustomerId);
    expect((field as HTMLInputElement).value).toBe(OSCAR.Email);
  });

  it('says when nobody matches, and when the search failed', async () => {
    const { user, pause, field } = await setup((email) =>
      email === 'zz' ? json(200, []) : problem(500, '/problems/internal'),
    );
    await user.type(field, 'zz');
    await pause();
    expect(screen.getByText(text('SalesDesk.CustomerNone'))).toBeTruthy();
    await user.clear(field);
    await user.type(field, 'ab');
    await pause();
    expect(screen.getAllByText(text('SalesDesk.CustomerError')).length).toBeGreaterThan(0);
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });
});
