import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { PROBLEM_TYPES } from '@vitrine/api-client';
import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { PROBLEM_CONTENT_TYPE, problemBody, sendProblem } from './problem';

/**
 * Errors Fastify's router meets before any hook runs (a malformed percent-encoding, a parameter
 * over its length): problem+json like every other answer, not Fastify's own JSON.
 */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) => {
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  const detail =
    error.code === 'FST_ERR_BAD_URL' ? 'The address is not a valid URL.' : 'The address is not valid.';
  sendProblem(reply, problemBody(status, PROBLEM_TYPES.validation, detail));
};

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (headers over 16 KB, a broken
 * request line, a request that took too long): written straight to the socket as problem+json.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const detail =
    status === 431
      ? 'The request headers are too large.'
      : status === 408
        ? 'The request took too long to arrive.'
        : 'The request is not valid HTTP.';
  const type = status === 400 ? PROBLEM_TYPES.validation : `/problems/http-${status}`;
  const body = JSON.stringify(problemBody(status, type, detail));
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: ${PROBLEM_CONTENT_TYPE}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  socket.destroy(error);
}

const CLIENT_REQUEST_ID = /^[\w.:-]{1,64}$/;

/**
 * The request id in every log line: the caller's X-Request-Id when it is a short plain token (a
 * proxy's or a tracer's), otherwise our own, so a client cannot write 5,000 characters or a line
 * break into the log.
 */
export function requestId(request: { headers: Record<string, string | string[] | undefined> }): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && CLIENT_REQUEST_ID.test(given) ? given : randomUUID();
}
