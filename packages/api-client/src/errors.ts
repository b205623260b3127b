import { type Problem, ProblemSchema } from './contracts/problem';

/**
 * How the error flow of spec 000 §8 sorts a failed call:
 * unauthorized (401) → sign in; aborted (status 0) → warning only; not-found (404) → logged;
 * anything else → the generic error modal.
 */
export type ApiErrorKind = 'unauthorized' | 'aborted' | 'not-found' | 'failure';

// A registered symbol, not instanceof: the gateway and the storefront's server build each bundle
// their own copy of this module, and an error crosses from one to the other.
const API_ERROR = Symbol.for('vitrine.api-error');

export class ApiError extends Error {
  readonly [API_ERROR] = true;
  readonly status: number;
  readonly kind: ApiErrorKind;
  readonly problem: Problem | undefined;
  readonly url: string;

  constructor(init: { status: number; url: string; problem?: Problem | undefined; cause?: unknown }) {
    super(
      init.problem?.detail ??
        init.problem?.title ??
        `Request to ${init.url} failed with status ${init.status}`,
      {
        cause: init.cause,
      },
    );
    this.name = 'ApiError';
    this.status = init.status;
    this.url = init.url;
    this.problem = init.problem;
    this.kind = classifyStatus(init.status);
  }

  /** The i18n keys the server gave for one field, if it answered with per-field errors. */
  fieldErrors(field: string): string[] {
    return this.problem?.errors?.[field] ?? [];
  }
}

export function classifyStatus(status: number): ApiErrorKind {
  if (status === 0) return 'aborted';
  if (status === 401) return 'unauthorized';
  if (status === 404) return 'not-found';
  return 'failure';
}

export async function readProblem(response: Response): Promise<Problem | undefined> {
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return undefined;
  try {
    // Extension members (RFC 9457 §3.2, e.g. a currency change's ReasonResourceKey) are kept.
    const parsed = ProblemSchema.loose().safeParse(await response.json());
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return (
    typeof error === 'object' && error !== null && (error as { [API_ERROR]?: boolean })[API_ERROR] === true
  );
}
