import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Clock } from '../lib/clock.ts';

type Count = { current: number; ttl: number };
type Done = (err: Error | null, res?: Count) => void;
interface Window {
  current: number;
  startMs: number;
}

/** Keys remembered at once (the plugin's own default store keeps 5,000 per route). */
const MAX_KEYS = 50_000;

/**
 * The rate limiter's store: one table of counts for the whole app, in named
 * budgets. A route's limit is the budget named after the route ("POST /api/ai/generate-script")
 * unless its config names another, so an MCP tool that does what a route does spends that
 * route's budget (`createRateLimit({ budget })`), keyed by user: REST with the session, every
 * API token and every MCP call of one user draw on the same count.
 */
export function budgetStore(time: { readonly clock: Clock }) {
  const windows = new Map<string, Window>();
  let anonymous = 0;

  function incr(budget: string, key: string, done: Done, timeWindow: number, read: boolean) {
    const id = `${budget}\n${key}`;
    const now = time.clock.now().getTime();
    let w = windows.get(id);
    if (!w || w.startMs + timeWindow <= now) {
      if (read) return done(null, { current: 0, ttl: 0 });
      w = { current: 0, startMs: now };
    }
    if (!read) {
      w.current += 1;
      // Re-inserted so the Map's order is least recently used first.
      windows.delete(id);
      windows.set(id, w);
      if (windows.size > MAX_KEYS) windows.delete(windows.keys().next().value!);
    }
    done(null, { current: w.current, ttl: w.startMs + timeWindow - now });
  }

  class Budget implements FastifyRateLimitStore {
    // The plugin builds the root store with its options; children get a budget name.
    constructor(_options?: unknown, readonly budget = 'global') {}
    incr(key: string, done: Done, timeWindow: number) {
      incr(this.budget, key, done, timeWindow, false);
    }
    read(key: string, done: Done, timeWindow: number) {
      incr(this.budget, key, done, timeWindow, true);
    }
    child(options: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      return new Budget(null, budgetName(options) ?? `limiter ${++anonymous}`);
    }
  }
  return Budget;
}

/** The budget a limiter counts in: the one its options name, else its route's method and URL. */
function budgetName(options: object): string | null {
  const named = (options as { budget?: unknown }).budget;
  if (typeof named === 'string') return named;
  const route = (options as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
  if (!route || typeof route.url !== 'string') return null;
  const method = Array.isArray(route.method) ? route.method.join(',') : String(route.method);
  return `${method} ${route.url}`;
}
