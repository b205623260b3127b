import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import { PROBLEM_TYPES } from '@vitrine/api-client';
import { type Database, rateLimitCounters } from '@vitrine/db';
import { lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpProblem } from '../lib/problem';

declare module 'fastify' {
  interface FastifyInstance {
    /** Fixed-window counters in PostgreSQL for limits a route decides itself (sign-in). */
    attemptCounters: AttemptCounters;
  }
}

export interface AttemptCount {
  key: string;
  hits: number;
  /** Until the window ends. */
  ttlMs: number;
}

export interface AttemptCounters {
  /** Counts one attempt on each key (one statement) and answers each key's count in its window. */
  hit(keys: readonly string[], windowMs: number): Promise<AttemptCount[]>;
  /** Takes back one attempt on each key (a sign-in that succeeded was no guess). */
  forgive(keys: readonly string[]): Promise<void>;
}

function attemptCounters(db: Database): AttemptCounters {
  return {
    async hit(keys, windowMs) {
      const window = sql`(${windowMs}::bigint * interval '1 millisecond')`;
      const rows = sql.join(
        keys.map((key) => sql`(${key}, 1, now() + ${window})`),
        sql`, `,
      );
      const result = await db.execute<{ key: string; hits: number; ttl: string }>(sql`
        insert into ${rateLimitCounters} (key, hits, reset_at) values ${rows}
        on conflict (key) do update set
          hits = case when ${rateLimitCounters.resetAt} <= now() then 1 else ${rateLimitCounters.hits} + 1 end,
          reset_at = case when ${rateLimitCounters.resetAt} <= now() then now() + ${window} else ${rateLimitCounters.resetAt} end
        returning key, hits, ceil(extract(epoch from (reset_at - now())) * 1000)::bigint as ttl`);
      return result.rows.map((row) => ({
        key: row.key,
        hits: Number(row.hits),
        ttlMs: Math.max(0, Number(row.ttl)),
      }));
    },
    async forgive(keys) {
      if (!keys.length) return;
      await db.execute(sql`
        update ${rateLimitCounters} set hits = greatest(${rateLimitCounters.hits} - 1, 0)
        where key in (${sql.join(
          keys.map((key) => sql`${key}`),
          sql`, `,
        )})`);
    },
  };
}

/**
 * Fixed-window counters kept in PostgreSQL, so that every gateway instance behind a load
 * balancer counts the same attempts (DESIGN: rate-limit counters live in the database).
 */
export function postgresRateLimitStore(db: Database) {
  return class PostgresRateLimitStore implements FastifyRateLimitStore {
    prefix = '';

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      const fullKey = `${this.prefix}${key}`;
      const window = sql`(${timeWindow}::bigint * interval '1 millisecond')`;
      db.execute<{ hits: number; ttl: string }>(sql`
        insert into ${rateLimitCounters} (key, hits, reset_at) values (${fullKey}, 1, now() + ${window})
        on conflict (key) do update set
          hits = case when ${rateLimitCounters.resetAt} <= now() then 1 else ${rateLimitCounters.hits} + 1 end,
          reset_at = case when ${rateLimitCounters.resetAt} <= now() then now() + ${window} else ${rateLimitCounters.resetAt} end
        returning hits, ceil(extract(epoch from (reset_at - now())) * 1000)::bigint as ttl`)
        .then((result) => {
          const row = result.rows[0];
          callback(null, {
            current: Number(row?.hits ?? 1),
            ttl: Math.max(0, Number(row?.ttl ?? timeWindow)),
          });
        })
        .catch((error: Error) => callback(error));
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]) {
      // The plugin passes its merged parameters, which carry the route as routeInfo.
      const { routeInfo } = routeOptions as unknown as {
        routeInfo?: { method?: string | string[]; url?: string };
      };
      const store = new PostgresRateLimitStore();
      // Each limited route counts on its own.
      store.prefix = `${routeInfo?.method ?? ''} ${routeInfo?.url ?? ''}:`;
      return store;
    }
  };
}

export const rateLimitPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('attemptCounters', attemptCounters(app.db));
    await app.register(rateLimit, {
      // Only routes that ask for it are limited (the newsletter); reads stay free.
      global: false,
      store: postgresRateLimitStore(app.db),
      errorResponseBuilder: (_request, context) =>
        new HttpProblem(429, PROBLEM_TYPES.rateLimited, `Too many attempts. Try again in ${context.after}.`),
    });
    const cleanup = setInterval(
      () => {
        app.db
          .delete(rateLimitCounters)
          .where(lte(rateLimitCounters.resetAt, new Date()))
          .catch((err) => app.log.warn({ err }, 'rate-limit counter cleanup failed'));
      },
      15 * 60 * 1000,
    );
    cleanup.unref();
    app.addHook('onClose', async () => clearInterval(cleanup));
  },
  { name: 'rate-limit', dependencies: ['database'] },
);
