import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { signInRoute } from './sign-in-route';

/** The back office's sign-in: staff accounts only. */
export const securityAdminRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  signInRoute(app, config, {
    path: '/backoffice/security/login',
    requireStaff: true,
    summary: 'Sign in to the back office (staff only)',
  });
};
