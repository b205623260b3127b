import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { asset, uploaded } from '../../../test/asset-fixtures';
import { json, problem } from '../../../test/fake-api';
import { renderInApp, text } from '../../../test/render-app';
import { AssetsWidget, ImageWidget } from './asset-widget';
import { assetEditsOf, toWidgetAsset, type WidgetAsset } from './widget-inputs';

const UPLOAD = 'POST /api/v1/assetslibrary/uploads';
const HERO = { width: 1600, height: 600 };

function input(container: HTMLElement, name: string) {
  return container.querySelector<HTMLInputElement>(`input[name="${name}"]`);
}

function choose(container: HTMLElement, files: File[]) {
  const field = container.querySelector<HTMLInputElement>('input[type="file"]');
  if (!field) throw new Error('no file input');
  fireEvent.change(field, { target: { files } });
}

const image = (name = 'photo.jpg') => new File(['jpeg'], name, { type: 'image/jpeg' });

describe('ImageWidget with a crop size (spec 000 §4)', () => {
  it('refuses an image smaller than the crop size with the pixel dimensions, without uploading', async () => {
    const view = renderInApp(
      <ImageWidget
        uniqueId="hero"
        label="Hero"
        crop={HERO}
        readImageSize={async () => ({ width: 1200, height: 600 })}
      />,
    );
    await screen.findByText('Hero');
    choose(view.container, [image()]);
    expect(
      await screen.findByText(text('Validation.ImageTooSmall', { width: 1600, height: 600 })),
    ).toBeTruthy();
    expect(view.server.callsTo('POST', '/api/v1/assetslibrary/uploads')).toHaveLength(0);
  });

  it('asks for a correctly encoded image when the file does not decode', async () => {
    const view = renderInApp(
      <ImageWidget
        uniqueId="hero"
        label="Hero"
        crop={HERO}
        readImageSize={() => Promise.reject(new Error('not an image'))}
      />,
    );
    await screen.findByText('Hero');
    choose(view.container, [image('fake.jpg')]);
    expect(await screen.findByText(text('Validation.ImageInvalid'))).toBeTruthy();
    expect(view.server.callsTo('POST', '/api/v1/assetslibrary/uploads')).toHaveLength(0);
  });

  it('uploads an image of exactly the crop size as an asset', async () => {
    const exact = asset('exact.jpg', { Width: 1600, Height: 600 });
    const view = renderInApp(
      <ImageWidget uniqueId="hero" label="Hero" crop={HERO} readImageSize={async () => HERO} />,
      { routes: { [UPLOAD]: () => json(200, [uploaded(exact)]) } },
    );
    await screen.findByText('Hero');
    choose(view.container, [image('exact.jpg')]);

    await screen.findByRole('img', { name: 'exact.jpg' });
    const [call] = view.server.callsTo('POST', '/api/v1/assetslibrary/uploads');
    expect(call?.url.searchParams.get('Temporary')).toBeNull();
    // A widget's upload waits for the form's save before it joins the library.
    expect(call?.url.searchParams.get('Pending')).toBe('true');
    expect(input(view.container, 'AssetId-hero')?.value).toBe(exact.guid);
    expect(screen.getByTestId('hero-required')).toHaveProperty('checked', true);
  });

  it('uploads a larger image as temporary, opens the crop dialog and adds the cropped asset', async () => {
    const cropped = asset('big.jpg', { Width: 1600, Height: 600 });
    const view = renderInApp(
      <ImageWidget
        uniqueId="hero"
        label="Hero"
        crop={HERO}
        readImageSize={async () => ({ width: 2400, height: 1600 })}
      />,
      {
        routes: {
          [UPLOAD]: () =>
            json(200, [
              uploaded(cropped, {
                AssetId: null,
                guid: null,
                Uri: null,
                tmpName: 'tmp-1',
                Width: 2400,
                Height: 1600,
              }),
            ]),
          'GET /assets/croptempimg/tmp-1/0/350/2400/900/1600/600': () =>
            json(200, { Asset: cropped, Error: null }),
        },
      },
    );
    globalThis.URL.createObjectURL ??= vi.fn(() => 'blob:local');
    globalThis.URL.revokeObjectURL ??= vi.fn();
    await screen.findByText('Hero');
    choose(view.container, [image('big.jpg')]);

    const dialog = await screen.findByRole('dialog', { name: text('Backoffice.AssetsCropTitle') });
    expect(
      view.server.callsTo('POST', '/api/v1/assetslibrary/uploads')[0]?.url.searchParams.get('Temporary'),
    ).toBe('true');
    expect(within(dialog).getByTestId('crop-box')).toBeTruthy();
    await view.user.click(within(dialog).getByRole('button', { name: text('Backoffice.AssetsCrop') }));

    await screen.findByRole('img', { name: 'big.jpg' });
    expect(input(view.container, 'AssetId-hero')?.value).toBe(cropped.guid);
    expect(
      view.server
        .callsTo('GET', '/assets/croptempimg/tmp-1/0/350/2400/900/1600/600')[0]
        ?.headers.get('x-csrf-token'),
    ).toBe('test-token');
  });

  it('shows the Error a crop result carries', async () => {
    const view = renderInApp(
      <ImageWidget
        uniqueId="hero"
        label="Hero"
        crop={HERO}
        readImageSize={async () => ({ width: 2400, height: 1600 })}
      />,
      {
        routes: {
          [UPLOAD]: () =>
            json(200, [
              uploaded(asset('big.jpg'), {
                AssetId: null,
                guid: null,
                Uri: null,
                tmpName: 'tmp-2',
                Width: 2400,
                Height: 1600,
              }),
            ]),
          'GET /assets/croptempimg/tmp-2/0/350/2400/900/1600/600': () =>
            json(200, { Asset: null, Error: 'Validation.ImageTooSmall|{"width":1600,"height":600}' }),
        },
      },
    );
    globalThis.URL.createObjectURL ??= vi.fn(() => 'blob:local');
    globalThis.URL.revokeObjectURL ??= vi.fn();
    await screen.findByText('Hero');
    choose(view.container, [image('big.jpg')]);
    const dialog = await screen.findByRole('dialog', { name: text('Backoffice.AssetsCropTitle') });
    await view.user.click(within(dialog).getByRole('button', { name: text('Backoffice.AssetsCrop') }));
    expect(
      await screen.findByText(text('Validation.ImageTooSmall', { width: 1600, height: 600 })),
    ).toBeTruthy();
  });
});

describe('ImageWidget in multiple mode', () => {
  const first = toWidgetAsset(asset('first.jpg'));
  const square = toWidgetAsset(asset('square.jpg', { Width: 500, Height: 500 }));

  it('keeps the order in the hidden inputs and changes it with the keyboard buttons', async () => {
    const onChange = vi.fn();
    const view = renderInApp(
      <ImageWidget uniqueId="photos" label="Photos" multiple assets={[first, square]} onChange={onChange} />,
    );
    await screen.findByText('Photos');
    expect(input(view.container, 'list-assets-orders-photos')?.value).toBe(`${first.guid},${square.guid}`);
    expect(input(view.container, `asset-${square.guid}-name`)?.value).toBe('square.jpg');

    await view.user.click(
      screen.getByRole('button', { name: text('Backoffice.AssetsMoveLater', { name: 'first.jpg' }) }),
    );
    expect(input(view.container, 'list-assets-orders-photos')?.value).toBe(`${square.guid},${first.guid}`);
    expect(onChange).toHaveBeenLastCalledWith([square, first]);
  });

  it('offers rotation only for a square image and turns just the preview', async () => {
    const changes: WidgetAsset[][] = [];
    const view = renderInApp(
      <ImageWidget
        uniqueId="photos"
        label="Photos"
        multiple
        assets={[first, square]}
        onChange={(list) => changes.push(list)}
      />,
    );
    await screen.findByText('Photos');
    expect(
      screen.queryByRole('button', { name: text('Backoffice.AssetsRotateLeft', { name: 'first.jpg' }) }),
    ).toBeNull();
    const right = screen.getByRole('button', {
      name: text('Backoffice.AssetsRotateRight', { name: 'square.jpg' }),
    });
    await view.user.click(right);
    const preview = screen.getByRole('img', { name: 'square.jpg' });
    expect(preview.getAttribute('src')).toBe(square.thumbnail_url);
    expect(getComputedStyle(preview).transform).toBe('rotate(90deg)');
    expect(input(view.container, `asset-${square.guid}-rotation`)?.value).toBe('90');
    await view.user.click(right);
    await view.user.click(
      screen.getByRole('button', { name: text('Backoffice.AssetsRotateLeft', { name: 'square.jpg' }) }),
    );
    expect(getComputedStyle(preview).transform).toBe('rotate(90deg)');
    expect(assetEditsOf(changes.at(-1) ?? [])).toEqual([{ AssetId: square.AssetId, Rotation: 90 }]);
    // Nothing was asked of the server: the save writes the turn.
    expect(view.server.calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('unchecks the required-file checkbox when the last asset is removed', async () => {
    const view = renderInApp(
      <ImageWidget uniqueId="photos" label="Photos" multiple required assets={[first]} />,
    );
    await screen.findByText('Photos');
    const required = screen.getByTestId('photos-required') as HTMLInputElement;
    expect(required.checked).toBe(true);
    expect(required.required).toBe(true);
    await view.user.click(
      screen.getByRole('button', { name: text('Backoffice.AssetsRemoveItem', { name: 'first.jpg' }) }),
    );
    expect(required.checked).toBe(false);
    expect(input(view.container, 'AssetsLoaded-photos')?.value).toBe('0');
  });

  it('renames in the prompt, keeps the extension, until saving', async () => {
    const changes: WidgetAsset[][] = [];
    const view = renderInApp(
      <ImageWidget uniqueId="one" label="One" assets={[first]} onChange={(list) => changes.push(list)} />,
    );
    await screen.findByText('One');
    expect(input(view.container, 'asset-one-name-changed')?.value).toBe('false');
    await view.user.click(
      screen.getByRole('button', { name: text('Backoffice.AssetsRenameItem', { name: 'first.jpg' }) }),
    );
    const dialog = await screen.findByRole('dialog', { name: text('Backoffice.AssetsRenameFile') });
    const field = within(dialog).getByLabelText(text('Backoffice.AssetsFileName'), { exact: false });
    await view.user.clear(field);
    await view.user.type(field, 'better');
    await view.user.click(within(dialog).getByRole('button', { name: text('Backoffice.Save') }));

    await waitFor(() => expect(input(view.container, 'asset-one-name')?.value).toBe('better.jpg'));
    expect(input(view.container, 'asset-one-name-changed')?.value).toBe('true');
    expect(assetEditsOf(changes.at(-1) ?? [])).toEqual([{ AssetId: first.AssetId, Name: 'better.jpg' }]);
    expect(view.server.calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });
});

describe('AssetsWidget', () => {
  it('asks for a correct file when the type is not accepted', async () => {
    const view = renderInApp(<AssetsWidget uniqueId="doc" label="Document" accept=".pdf" />);
    await screen.findByText('Document');
    choose(view.container, [new File(['x'], 'notes.txt', { type: 'text/plain' })]);
    expect(await screen.findByText(`notes.txt — ${text('Validation.FileType')}`)).toBeTruthy();
    expect(view.server.callsTo('POST', '/api/v1/assetslibrary/uploads')).toHaveLength(0);
  });

  it('replaces the one file in single mode and shows a refused file’s own error', async () => {
    const pdf = asset('terms.pdf', { fileType: 'Other', thumbnail_url: null, Width: null, Height: null });
    const previous = toWidgetAsset(asset('old.pdf', { fileType: 'Other', thumbnail_url: null }));
    const view = renderInApp(
      <AssetsWidget uniqueId="doc" label="Document" accept=".pdf" assets={[previous]} />,
      {
        routes: {
          [UPLOAD]: (request) =>
            (request.form?.get('files') as File | undefined)?.name === 'terms.pdf'
              ? json(200, [uploaded(pdf)])
              : problem(500, '/problems/internal'),
        },
      },
    );
    await screen.findByText('Document');
    choose(view.container, [new File(['%PDF'], 'terms.pdf', { type: 'application/pdf' })]);
    await waitFor(() => expect(input(view.container, 'AssetName-doc')?.value).toBe('terms.pdf'));
    expect(input(view.container, 'list-assets-orders-doc')?.value).toBe(pdf.guid);
  });
});
