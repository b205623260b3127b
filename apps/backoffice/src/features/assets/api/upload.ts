import {
  ANTIFORGERY_HEADER,
  type ApiClient,
  ApiError,
  PROBLEM_TYPES,
  type UploadedFile,
  type UploadQuery,
  UploadResultSchema,
} from '@vitrine/api-client';
import { API_BASE_URL } from '../../../lib/base-path';

export interface UploadOneOptions {
  file: File;
  query: UploadQuery;
  token: string;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

function uploadAddress(api: ApiClient, query: UploadQuery): string {
  const search = new URLSearchParams();
  if (query.FolderId) search.set('FolderId', query.FolderId);
  if (query.Accept) search.set('Accept', query.Accept);
  if (query.MaxFileSize) search.set('MaxFileSize', String(query.MaxFileSize));
  if (query.MaxFiles) search.set('MaxFiles', String(query.MaxFiles));
  if (query.Temporary) search.set('Temporary', 'true');
  if (query.Pending) search.set('Pending', 'true');
  const qs = search.toString();
  // The app's base path, as the API client uses it: the gateway may be mounted under /shop.
  return `${API_BASE_URL}${api.assetsLibrary.uploadUrl}${qs ? `?${qs}` : ''}`;
}

function parseProblem(xhr: XMLHttpRequest) {
  try {
    const body: unknown = JSON.parse(xhr.responseText);
    if (body && typeof body === 'object' && 'type' in body) return body as ApiError['problem'];
  } catch {
    // Not JSON: the status tells enough.
  }
  return undefined;
}

/**
 * One file to the upload endpoint through XMLHttpRequest, the only browser API that reports upload
 * progress. A refusal of the whole request rejects with an ApiError (for the error flow); a file the
 * server could not take resolves with that file's own Error.
 */
export function uploadOne(api: ApiClient, { file, query, token, onProgress, signal }: UploadOneOptions) {
  const url = uploadAddress(api, query);
  return new Promise<UploadedFile[]>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader(ANTIFORGERY_HEADER, token);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(UploadResultSchema.parse(JSON.parse(xhr.responseText)));
        } catch (cause) {
          reject(new ApiError({ status: 500, url, cause }));
        }
        return;
      }
      reject(new ApiError({ status: xhr.status, url, problem: parseProblem(xhr) }));
    };
    xhr.onerror = () => reject(new ApiError({ status: 0, url }));
    xhr.onabort = () => reject(new ApiError({ status: 0, url }));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('files', file, file.name);
    xhr.send(form);
  });
}

/** The anti-forgery token for uploads made outside the client; fetched again when the server refused it. */
export function createTokenSource(api: ApiClient) {
  let token: Promise<string> | undefined;
  return {
    get: () => {
      token ??= api.security.antiforgery().then((answer) => answer.Token);
      return token;
    },
    reset: () => {
      token = undefined;
    },
  };
}

export function isCsrfRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && error.problem?.type === PROBLEM_TYPES.csrf;
}
