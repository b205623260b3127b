import type { Role } from '@vitrine/db';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';

/** The roles a guard lets through (requireUser: any signed-in user; requireRole: those roles). */
export const GUARD = Symbol('guard');
export type Guarded = { [GUARD]?: { roles: readonly Role[] } };

export interface RouteEntry {
  method: string;
  url: string;
  /** The guard's roles ([] = any signed-in user), or null for a route anyone may call. */
  roles: readonly Role[] | null;
  antiforgery: 'token' | 'same-origin' | 'none';
  hidden: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the gateway answers, as registered (the authorization and fuzz tests read it). */
    routeTable: RouteEntry[];
  }
}

function guardOf(options: RouteOptions): readonly Role[] | null {
  const hooks = [options.onRequest, options.preValidation, options.preHandler]
    .flat()
    .filter(Boolean) as Guarded[];
  for (const hook of hooks) if (hook[GUARD]) return hook[GUARD].roles;
  return null;
}

/** Records the route table; registered first, so that every later route is seen. */
export const routeTablePlugin = fp(
  async (app: FastifyInstance) => {
    const table: RouteEntry[] = [];
    app.decorate('routeTable', table);
    app.addHook('onRoute', (options) => {
      const roles = guardOf(options);
      const hidden = Boolean((options.schema as { hide?: boolean } | undefined)?.hide);
      const antiforgery = options.config?.antiforgery ?? 'token';
      for (const method of [options.method].flat())
        table.push({ method, url: options.url, roles, antiforgery, hidden });
    });
  },
  { name: 'route-table' },
);
