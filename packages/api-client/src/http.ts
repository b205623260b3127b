import type { z } from 'zod';
import { AntiforgeryTokenSchema } from './contracts/security';
import { ApiError, isApiError, readProblem } from './errors';

export interface ApiClientOptions {
  /** Origin and application base path, e.g. '' in the browser or 'http://gateway/shop'. */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** Extra headers on every call (the server-side render forwards the visitor's cookies). */
  headers?: () => Record<string, string>;
  /** The anti-forgery token, when the page already has one; fetched on demand otherwise. */
  antiforgeryToken?: string;
  /** The central error flow; called for every failure the caller did not declare it handles. */
  onError?: (error: ApiError) => void;
}

export interface RequestOptions<T> {
  query?: Record<string, string | number | boolean | undefined | null>;
  body?: unknown;
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
  /** Statuses the caller handles itself; the error flow is not run for them. */
  handles?: readonly number[];
  /** Bypass HTTP caches (a confirmed link's reload). */
  noCache?: boolean;
  /** Send the anti-forgery token on a GET too: the spec's crop call is a GET that changes state. */
  antiforgery?: boolean;
  /** This call's own headers (an `Idempotency-Key`). */
  headers?: Record<string, string>;
}

/**
 * What the caller of any resource method may add: the signal that aborts the call (a superseded
 * load, an unmounted widget) and the statuses it handles itself on top of the method's own.
 */
export interface CallOptions {
  signal?: AbortSignal | undefined;
  handles?: readonly number[] | undefined;
}

/** A resource method's request options: its own handled statuses plus the caller's. */
export function withCall(call: CallOptions | undefined, handles: readonly number[] = []) {
  const merged = call?.handles ? [...new Set([...handles, ...call.handles])] : handles;
  return { signal: call?.signal, handles: merged };
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type Requester = <T = unknown>(
  method: HttpMethod,
  path: string,
  options?: RequestOptions<T>,
) => Promise<T>;

const SAFE_METHODS = new Set<HttpMethod>(['GET']);
export const ANTIFORGERY_HEADER = 'x-csrf-token';

export function createRequester(options: ApiClientOptions = {}): Requester {
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const baseUrl = (options.baseUrl ?? '').replace(/\/$/, '');
  let antiforgeryToken = options.antiforgeryToken;

  async function fetchAntiforgeryToken(): Promise<string> {
    const response = await doFetch(`${baseUrl}/api/v1/security/antiforgery`, {
      credentials: 'same-origin',
      headers: { accept: 'application/json', ...options.headers?.() },
    });
    if (!response.ok) throw new ApiError({ status: response.status, url: response.url });
    antiforgeryToken = AntiforgeryTokenSchema.parse(await response.json()).Token;
    return antiforgeryToken;
  }

  async function send(method: HttpMethod, path: string, request: RequestOptions<unknown>, retried: boolean) {
    const url = buildUrl(baseUrl, path, request.query);
    const headers: Record<string, string> = {
      accept: 'application/json',
      ...options.headers?.(),
      ...request.headers,
    };
    const isForm = typeof FormData !== 'undefined' && request.body instanceof FormData;
    // A multipart body sets its own content type, boundary included.
    if (request.body !== undefined && !isForm) headers['content-type'] = 'application/json';
    if (!SAFE_METHODS.has(method) || request.antiforgery)
      headers[ANTIFORGERY_HEADER] = antiforgeryToken ?? (await fetchAntiforgeryToken());
    let response: Response;
    try {
      response = await doFetch(url, {
        method,
        headers,
        credentials: 'same-origin',
        body:
          request.body === undefined
            ? null
            : isForm
              ? (request.body as FormData)
              : JSON.stringify(request.body),
        signal: request.signal ?? null,
        cache: request.noCache ? 'no-store' : 'default',
      });
    } catch (cause) {
      // No answer at all (aborted, offline): status 0 in the error flow's terms.
      throw new ApiError({ status: 0, url, cause });
    }
    // A call that started or ended a session (a visitor's first cart line, sign-in, sign-out)
    // answers the token bound to the new session: the next change uses it, no refused round trip.
    const renewed = response.headers.get(ANTIFORGERY_HEADER);
    if (renewed) antiforgeryToken = renewed;
    if (response.status === 403 && !retried && (!SAFE_METHODS.has(method) || request.antiforgery)) {
      const problem = await readProblem(response.clone());
      if (problem?.type === '/problems/csrf') {
        antiforgeryToken = undefined;
        return send(method, path, request, true);
      }
    }
    return response;
  }

  return async function call<T>(
    method: HttpMethod,
    path: string,
    callOptions: RequestOptions<T> = {},
  ): Promise<T> {
    let error: ApiError;
    try {
      const response = await send(method, path, callOptions as RequestOptions<unknown>, false);
      if (response.ok) {
        if (response.status === 204) return undefined as T;
        const type = response.headers.get('content-type') ?? '';
        const data: unknown = type.includes('json') ? await response.json() : await response.text();
        return callOptions.schema ? callOptions.schema.parse(data) : (data as T);
      }
      error = new ApiError({
        status: response.status,
        url: response.url || path,
        problem: await readProblem(response),
      });
    } catch (caught) {
      error = isApiError(caught) ? caught : new ApiError({ status: 0, url: path, cause: caught });
    }
    if (!callOptions.handles?.includes(error.status)) options.onError?.(error);
    throw error;
  };
}

function buildUrl(baseUrl: string, path: string, query?: RequestOptions<unknown>['query']): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const qs = search.toString();
  return `${baseUrl}${path.startsWith('/') ? path : `/${path}`}${qs ? `?${qs}` : ''}`;
}
