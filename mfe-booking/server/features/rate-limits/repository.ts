// Rate-limit counts that several API instances share (PostgreSQL): on the database's clock, so every
// instance agrees on the window. SQLite serves one process, whose counts stay in its memory.
import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../db/schema';

const NOW = sql<string>`now()`;

export class RateLimitsRepository {
  constructor(private readonly db: Kysely<Tables>) {}

  /** One more hit of `key`; the count in the current window and the milliseconds it has left. */
  async hit(key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
    const windowEnd = sql<string>`now() + make_interval(secs => ${windowMs}::float8 / 1000)`;
    const row = await this.db
      .insertInto('rate_limits')
      .values({ key, hits: 1, reset_at: windowEnd })
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet((eb) => {
          const ended = eb('rate_limits.reset_at', '<=', NOW);
          return {
            hits: eb
              .case()
              .when(ended)
              .then(1)
              .else(eb('rate_limits.hits', '+', 1))
              .end(),
            reset_at: eb.case().when(ended).then(eb.ref('excluded.reset_at')).else(eb.ref('rate_limits.reset_at')).end(),
          };
        }),
      )
      .returning(['hits', sql<number>`greatest(0, ceil(extract(epoch FROM rate_limits.reset_at - now()) * 1000))::int`.as('ttl')])
      .executeTakeFirst();
    return { current: row?.hits ?? 1, ttl: row?.ttl ?? windowMs };
  }

  async sweep(): Promise<void> {
    await this.db.deleteFrom('rate_limits').where('reset_at', '<', NOW).execute();
  }
}

/** A @fastify/rate-limit store over the repository: the counts of every instance, per route and client. */
export function sharedRateLimitStore(repository: RateLimitsRepository): FastifyRateLimitStoreCtor {
  return class SharedRateLimitStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    constructor(options: FastifyRateLimitOptions & { routeInfo?: { method?: string; url?: string } }) {
      this.prefix = options.routeInfo?.url ? `${options.routeInfo.method ?? ''} ${options.routeInfo.url}|` : '';
    }

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number) {
      repository.hit(this.prefix + key, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: FastifyRateLimitOptions & { routeInfo?: { method?: string; url?: string } }) {
      return new SharedRateLimitStore(routeOptions);
    }
  };
}
