import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../../config';
import { ValidationError } from '../../lib/domain-errors';
import { tooManyAttempts } from './account-throttle';
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
      throw tooManyAttempts(reply, verdict.retryAfterMs);
    }
    if (verdict.kind !== 'go' || !(await step()))
      throw new ValidationError({ CurrentPassword: ['Security.CurrentPasswordWrong'] });
    await verdict.succeeded();
  };
}
