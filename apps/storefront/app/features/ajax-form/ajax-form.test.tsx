import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stringResources } from '@vitrine/i18n';
import { createRoutesStub, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { TranslationProvider } from '../i18n/translation-context';
import { AjaxForm } from './ajax-form';

type Answer = { ok: boolean; echo: string };

let release: () => void = () => {};

function Where() {
  const location = useLocation();
  return <p>at {`${location.pathname}${location.search}`}</p>;
}

function AreaPage() {
  return (
    <TranslationProvider culture="fr" strings={stringResources.fr}>
      <Where />
      <AjaxForm<Answer>
        action="/fr/echo"
        mode="replace"
        aria-label="echo"
        renderResult={(answer) => <span>answer {answer.echo}</span>}
      >
        {({ busy }) => (
          <>
            <input aria-label="text" name="text" defaultValue="hello" />
            <button type="submit">send{busy ? ' (busy)' : ''}</button>
          </>
        )}
      </AjaxForm>
    </TranslationProvider>
  );
}

function SearchPage() {
  return (
    <TranslationProvider culture="fr" strings={stringResources.fr}>
      <Where />
      <AjaxForm<Answer> action="/fr/search" updates="page" method="get" aria-label="search">
        {() => (
          <>
            <input aria-label="q" name="q" defaultValue="chaise" />
            <button type="submit">search</button>
          </>
        )}
      </AjaxForm>
    </TranslationProvider>
  );
}

const Stub = createRoutesStub([
  { path: '/fr/form', Component: AreaPage },
  {
    path: '/fr/echo',
    action: async ({ request }) => {
      const form = await request.formData();
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return { ok: true, echo: String(form.get('text')) };
    },
  },
  { path: '/fr/search', Component: SearchPage },
]);

describe('AjaxForm', () => {
  it('replace: shows the loader while posting, then the answer inside the area, keeping the form and the address', async () => {
    render(<Stub initialEntries={['/fr/form']} />);
    await userEvent.click(screen.getByRole('button', { name: 'send' }));
    const form = screen.getByRole('form', { name: 'echo' });
    await waitFor(() => expect(form.getAttribute('aria-busy')).toBe('true'));
    expect(screen.getByRole('status').textContent).toBe(stringResources.fr['Core.Loading']);
    release();
    expect(await screen.findByText('answer hello')).toBeTruthy();
    expect(form.getAttribute('aria-busy')).toBe('false');
    expect(screen.getByRole('textbox', { name: 'text' })).toBeTruthy();
    expect(screen.getByText('at /fr/form')).toBeTruthy();
  });

  it('updates="page": the submission is a page load whose address is pushed to history', async () => {
    render(<Stub initialEntries={['/fr/search']} />);
    await userEvent.click(screen.getByRole('button', { name: 'search' }));
    expect(await screen.findByText('at /fr/search?q=chaise')).toBeTruthy();
  });
});
