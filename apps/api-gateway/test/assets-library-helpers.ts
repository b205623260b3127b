import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Asset, UploadedFile } from '@vitrine/api-client';
import { users } from '@vitrine/db';
import sharp from 'sharp';
import { hashPassword } from '../src/modules/security/passwords';
import type { TestApp, TestBrowser } from './helpers';

export const EDITOR = { email: 'editor@vitrine.example', password: 'editor-password-1' };

/** An editor account, created once per app. */
export async function createEditor(t: TestApp): Promise<void> {
  await t.app.db
    .insert(users)
    .values({
      email: EDITOR.email,
      passwordHash: await hashPassword(EDITOR.password),
      roles: ['editor'],
      firstName: 'Eddie',
      lastName: 'Tor',
    })
    .onConflictDoNothing();
}

export async function signedIn(t: TestApp, who: { email: string; password: string }): Promise<TestBrowser> {
  const browser = t.browser();
  const response = await browser.signIn(who.email, who.password);
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return browser;
}

export interface FilePart {
  name: string;
  data: Buffer;
  /** What the browser claims; the server never believes it. */
  type?: string;
}

/** A multipart/form-data body with one `files` part per file, as the widget sends it. */
export async function multipart(files: readonly FilePart[]) {
  const form = new FormData();
  for (const file of files)
    form.append(
      'files',
      new Blob([new Uint8Array(file.data)], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    );
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    contentType: response.headers.get('content-type') ?? '',
  };
}

export async function upload(
  browser: TestBrowser,
  files: readonly FilePart[],
  query: Record<string, string> = {},
  options: { antiforgery?: boolean } = {},
) {
  const { payload, contentType } = await multipart(files);
  const token = options.antiforgery === false ? undefined : await browser.antiforgeryToken();
  const search = new URLSearchParams(query).toString();
  return browser.request({
    method: 'POST',
    url: `/api/v1/assetslibrary/uploads${search ? `?${search}` : ''}`,
    headers: { 'content-type': contentType, ...(token ? { 'x-csrf-token': token } : {}) },
    payload,
  });
}

export async function uploadOk(
  browser: TestBrowser,
  files: readonly FilePart[],
  query: Record<string, string> = {},
) {
  const response = await upload(browser, files, query);
  if (response.statusCode !== 200) throw new Error(`upload: ${response.statusCode} ${response.body}`);
  return response.json<UploadedFile[]>();
}

export const png = (width: number, height: number, colour = '#3366cc') =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
export const jpeg = (width: number, height: number, colour = '#cc6633') =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
export const webp = (width: number, height: number, colour = '#33cc66') =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .webp()
    .toBuffer();
/** A tiny PDF: enough for type sniffing. */
export const pdf = () =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );

/** Every file below a folder, relative to it. */
export function filesUnder(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    let entries: import('node:fs').Dirent[];
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else out.push(path.relative(root, full));
    }
  };
  walk(root);
  return out.sort();
}

export const assetIdOf = (file: UploadedFile | Asset | undefined): string => {
  const id = file?.AssetId;
  if (!id) throw new Error(`no asset: ${JSON.stringify(file)}`);
  return id;
};
