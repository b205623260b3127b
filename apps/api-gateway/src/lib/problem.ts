import { PROBLEM_TYPES, type Problem } from '@vitrine/api-client';
import type { FastifyReply } from 'fastify';

export const PROBLEM_CONTENT_TYPE = 'application/problem+json; charset=utf-8';

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** An error a handler throws to answer with problem details (RFC 9457). */
export class HttpProblem extends Error {
  readonly status: number;
  readonly type: string;
  readonly errors: Record<string, string[]> | undefined;

  constructor(status: number, type: string, detail?: string, errors?: Record<string, string[]>) {
    super(detail ?? TITLES[status] ?? 'Error');
    this.name = 'HttpProblem';
    this.status = status;
    this.type = type;
    this.errors = errors;
  }
}

export const problems = {
  unauthorized: (detail = 'Sign in to continue.') => new HttpProblem(401, PROBLEM_TYPES.unauthorized, detail),
  forbidden: (detail = 'You may not do this.') => new HttpProblem(403, PROBLEM_TYPES.forbidden, detail),
  notFound: (detail = 'Nothing was found at this address.') =>
    new HttpProblem(404, PROBLEM_TYPES.notFound, detail),
  validation: (errors: Record<string, string[]>, detail = 'Some fields are not valid.') =>
    new HttpProblem(400, PROBLEM_TYPES.validation, detail, errors),
  conflict: (detail: string) => new HttpProblem(409, PROBLEM_TYPES.conflict, detail),
};

export function problemBody(
  status: number,
  type: string,
  detail?: string,
  extra: Partial<Problem> = {},
): Problem {
  return { type, title: TITLES[status] ?? 'Error', status, ...(detail ? { detail } : {}), ...extra };
}

export function sendProblem(reply: FastifyReply, problem: Problem): FastifyReply {
  return reply.code(problem.status).type(PROBLEM_CONTENT_TYPE).send(problem);
}
