import { PROBLEM_TYPES } from '@vitrine/api-client';

/**
 * What a service says went wrong, in the domain's words. Services never speak HTTP: they throw
 * one of these, and the problem-details plugin maps it to application/problem+json once, at the
 * edge. `type` is the stable problem type clients branch on; `errors` names the offending fields
 * with i18n keys, as the forms show them.
 */
export abstract class DomainError extends Error {
  abstract readonly status: number;
  readonly type: string;
  readonly errors: Record<string, string[]> | undefined;
  /** Members the problem type adds to the body (RFC 9457 §3.2), e.g. a currency change's ReasonResourceKey. */
  extensions: Record<string, unknown> | undefined;

  protected constructor(type: string, detail: string, errors?: Record<string, string[]>) {
    super(detail);
    this.name = new.target.name;
    this.type = type;
    this.errors = errors;
  }

  /** The same error with extension members in its problem body. */
  withExtensions(extensions: Record<string, unknown>): this {
    this.extensions = extensions;
    return this;
  }
}

/** The thing asked for does not exist, or is not the caller's to see (never tell which). */
export class NotFoundError extends DomainError {
  readonly status = 404;
  constructor(
    detail = 'Nothing was found at this address.',
    type: string = PROBLEM_TYPES.notFound,
    errors?: Record<string, string[]>,
  ) {
    super(type, detail, errors);
  }
}

/** Input that breaks a rule a form would check: per-field i18n keys. */
export class ValidationError extends DomainError {
  readonly status = 400;
  constructor(errors: Record<string, string[]>, detail = 'Some fields are not valid.') {
    super(PROBLEM_TYPES.validation, detail, errors);
  }
}

/** The request is valid but the state of things refuses it (a stale edit, a folder not empty). */
export class ConflictError extends DomainError {
  readonly status = 409;
  constructor(detail: string, type: string = PROBLEM_TYPES.conflict, errors?: Record<string, string[]>) {
    super(type, detail, errors);
  }
}

/**
 * A business rule says no to a well-formed request (an expired coupon, a sold-out variant): 422
 * with the rule's own problem type, so the client can show the matching message.
 */
export class BusinessRuleError extends DomainError {
  readonly status = 422;
  constructor(type: string, detail: string, errors?: Record<string, string[]>) {
    super(type, detail, errors);
  }
}

export class UnauthorizedError extends DomainError {
  readonly status = 401;
  constructor(detail = 'Sign in to continue.') {
    super(PROBLEM_TYPES.unauthorized, detail);
  }
}

export class ForbiddenError extends DomainError {
  readonly status = 403;
  constructor(detail = 'You may not do this.') {
    super(PROBLEM_TYPES.forbidden, detail);
  }
}

export const isDomainError = (error: unknown): error is DomainError => error instanceof DomainError;
