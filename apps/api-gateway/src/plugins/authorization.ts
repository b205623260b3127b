import type { Role } from '@vitrine/db';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { problems } from '../lib/problem';
import type { SessionUser } from '../modules/security/index';
import { GUARD, type Guarded } from './route-table';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: 401 unless signed in. */
    requireUser: preHandlerAsyncHookHandler;
    /** preHandler: 401 unless signed in, 403 unless the user has one of the roles. */
    requireRole(...roles: Role[]): preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    /** The signed-in user; set by requireUser/requireRole. */
    user: SessionUser;
  }
}

export const authorizationPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('user', null as unknown as SessionUser);

    async function authenticate(request: FastifyRequest): Promise<SessionUser> {
      const user = await request.getUser();
      if (!user) throw problems.unauthorized();
      request.user = user;
      return user;
    }

    // Each guard says whom it lets through, so the route table knows every route's guard.
    const requireUser: preHandlerAsyncHookHandler & Guarded = async (request: FastifyRequest) => {
      await authenticate(request);
    };
    requireUser[GUARD] = { roles: [] };
    app.decorate('requireUser', requireUser);
    app.decorate('requireRole', (...roles: Role[]) => {
      const guard: preHandlerAsyncHookHandler & Guarded = async (request: FastifyRequest) => {
        const user = await authenticate(request);
        // Admins may do everything a role allows.
        if (!user.roles.includes('admin') && !roles.some((role) => user.roles.includes(role)))
          throw problems.forbidden();
      };
      guard[GUARD] = { roles };
      return guard;
    });
  },
  { name: 'authorization', dependencies: ['sessions'] },
);
