import { PROBLEM_TYPES } from '@vitrine/api-client';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { type DomainError, isDomainError } from '../lib/domain-errors';
import { HttpProblem, problemBody, sendProblem } from '../lib/problem';

const STATUS_TYPES: Record<number, string> = {
  400: PROBLEM_TYPES.validation,
  401: PROBLEM_TYPES.unauthorized,
  403: PROBLEM_TYPES.forbidden,
  404: PROBLEM_TYPES.notFound,
  413: PROBLEM_TYPES.payloadTooLarge,
  415: PROBLEM_TYPES.unsupportedMediaType,
  429: PROBLEM_TYPES.rateLimited,
};

/**
 * Every error leaves as application/problem+json (RFC 9457). Bad input is a 4xx with the
 * offending fields; only a fault of ours is a 500, and its details stay in the log.
 */
export const problemDetailsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError | HttpProblem | DomainError, request, reply) => {
      // A service's typed error and an HTTP-level problem leave the same way.
      if (error instanceof HttpProblem || isDomainError(error)) {
        return sendProblem(
          reply,
          problemBody(error.status, error.type, error.message, {
            instance: request.url,
            ...(error.errors ? { errors: error.errors } : {}),
            // A route declares the extension members in its problem schema (or they are dropped).
            ...(isDomainError(error) ? error.extensions : {}),
          }),
        );
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors: Record<string, string[]> = {};
        for (const issue of error.validation) {
          const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
          errors[field] = [...(errors[field] ?? []), issue.message ?? 'Validation.Invalid'];
        }
        return sendProblem(
          reply,
          problemBody(
            400,
            PROBLEM_TYPES.validation,
            `The ${error.validationContext ?? 'request'} is not valid.`,
            {
              instance: request.url,
              errors,
            },
          ),
        );
      }
      if (isResponseSerializationError(error)) {
        request.log.error({ err: error }, 'response did not match its schema');
        return sendProblem(
          reply,
          problemBody(500, PROBLEM_TYPES.internal, undefined, { instance: request.url }),
        );
      }
      const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return sendProblem(
          reply,
          problemBody(status, PROBLEM_TYPES.internal, undefined, { instance: request.url }),
        );
      }
      // Fastify's own 4xx errors (malformed JSON, body too large, unsupported media type…).
      return sendProblem(
        reply,
        problemBody(status, STATUS_TYPES[status] ?? `/problems/http-${status}`, error.message, {
          instance: request.url,
        }),
      );
    });

    app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
      // Spec 000 §8: an unknown address is only logged, never an alarm.
      request.log.info({ url: request.url, method: request.method }, 'not found');
      return sendProblem(
        reply,
        problemBody(404, PROBLEM_TYPES.notFound, 'Nothing was found at this address.', {
          instance: request.url,
        }),
      );
    });
  },
  { name: 'problem-details' },
);
