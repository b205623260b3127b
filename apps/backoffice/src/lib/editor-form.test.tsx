import { screen, within } from '@testing-library/react';
import { encodeMessage } from '@vitrine/validation';
import { type FormEvent, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp, text } from '../test/render-app';
import { EditorForm, type EditorFormState } from './editor-form';

function state(overrides: Partial<EditorFormState> = {}): EditorFormState {
  return { onSubmit: vi.fn(), saved: false, failure: undefined, isSaving: false, ...overrides };
}

/** Behaves as the editor hooks do: a submit clears the last outcome, then the save settles. */
function Editor({ outcome }: { outcome: 'saved' | 'refused' }) {
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaved(false);
    setFailure(undefined);
    if (outcome === 'saved') setSaved(true);
    else setFailure(encodeMessage('Validation.MaxLength', { max: 20 }));
  };
  return (
    <EditorForm
      state={{ onSubmit, saved, failure, isSaving: false }}
      title="About us"
      savedMessage="The page was saved."
      savedExtra={<a href="/fr/about">View it</a>}
    >
      <label>
        Name
        <input name="name" required />
      </label>
    </EditorForm>
  );
}

describe('EditorForm', () => {
  it('is a form named by its heading, holding the fields, without browser validation', async () => {
    renderInApp(
      <EditorForm state={state()} title="About us" savedMessage="Saved.">
        <input aria-label="Name" />
      </EditorForm>,
    );
    const form = await screen.findByRole('form', { name: 'About us' });
    expect(within(form).getByRole('heading', { level: 2, name: 'About us' })).toBeTruthy();
    expect(within(form).getByRole('textbox', { name: 'Name' })).toBeTruthy();
    expect(form.hasAttribute('novalidate')).toBe(true);
    // The live region is there before anything is saved, so its later content is announced.
    expect(within(form).getByRole('status').textContent).toBe('');
    expect(within(form).queryByRole('alert')).toBeNull();
  });

  it('submits through the state’s handler when Save is pressed', async () => {
    const onSubmit = vi.fn((event: FormEvent<HTMLFormElement>) => event.preventDefault());
    const view = renderInApp(
      <EditorForm state={state({ onSubmit })} title="About us" savedMessage="Saved.">
        <input aria-label="Name" required />
      </EditorForm>,
    );
    await view.user.click(await screen.findByRole('button', { name: text('Backoffice.Save') }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('shows the saved message and its extra content in the status region after a save', async () => {
    const view = renderInApp(<Editor outcome="saved" />);
    const form = await screen.findByRole('form', { name: 'About us' });
    await view.user.click(within(form).getByRole('button', { name: text('Backoffice.Save') }));
    const status = within(form).getByRole('status');
    expect(status.textContent).toBe('The page was saved. View it');
    expect(within(status).getByRole('link', { name: 'View it' }).getAttribute('href')).toBe('/fr/about');
    const refusals = within(form)
      .queryAllByRole('alert')
      .filter((alert) => !status.contains(alert));
    expect(refusals).toEqual([]);
  });

  it('shows the refusal translated, and no saved notice', async () => {
    const view = renderInApp(<Editor outcome="refused" />);
    const form = await screen.findByRole('form', { name: 'About us' });
    await view.user.click(within(form).getByRole('button', { name: text('Backoffice.Save') }));
    expect(within(form).getByRole('alert').textContent).toBe(text('Validation.MaxLength', { max: 20 }));
    expect(within(form).getByRole('status').textContent).toBe('');
  });

  it('shows only the saved message when there is no extra content', async () => {
    renderInApp(
      <EditorForm state={state({ saved: true })} title="About us" savedMessage="Saved.">
        {null}
      </EditorForm>,
    );
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe('Saved.');
  });

  it('keeps Save from being pressed again while saving', async () => {
    renderInApp(
      <EditorForm state={state({ isSaving: true })} title="About us" savedMessage="Saved.">
        {null}
      </EditorForm>,
    );
    const save = await screen.findByRole('button', { name: text('Backoffice.Save') });
    expect((save as HTMLButtonElement).disabled).toBe(true);
  });
});
