import { PROBLEM_TYPES } from '@vitrine/api-client';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../../config';
import { ValidationError } from '../../lib/domain-errors';
import { HttpProblem } from '../../lib/problem';
import { signInThrottle } from './sign-in-throttle';

/**
 * Runs a step of the signed-in customer's that needs their current password (a new address,
 * deleting the account). Guessing the password there counts with the guesses at the sign-in form,
 * so these forms are no way around sign-in's limits; a wrong one is a 400 on `CurrentPassword`.
 */
export function passwordStep(app: FastifyInstance, config: Config) {
  const signIns = signInThrottle(app, config);
  return async function withPassword(
    reply: FastifyReply,
    ip: string,
    email: string,
    step: () => Promise<boolean>,
  ): Promise<void> {
    const verdict = await signIns.begin(ip, email);
    if (verdict.kind === 'slow-down') {
      const seconds = Math.max(1, Math.ceil(verdict.retryAfterMs / 1000));
      reply.header('retry-after', String(seconds));
      throw new HttpProblem(
        429,
        PROBLEM_TYPES.rateLimited,
        `Too many attempts. Try again in ${seconds} seconds.`,
      );
    }
    if (verdict.kind !== 'go' || !(await step()))
      throw new ValidationError({ CurrentPassword: ['Security.CurrentPasswordWrong'] });
    await verdict.succeeded();
  };
}
