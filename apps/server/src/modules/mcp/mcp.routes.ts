import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { API_TOKEN_MESSAGES, errorResponseSchema } from '@reelforge/contracts';
import { z } from 'zod';
import type { AppContext } from '../../context/index.ts';
import { AppError } from '../../lib/errors.ts';
import { textProblem } from '../../http/request-guards.ts';
import type { App } from '../../http/index.ts';
import { spendRouteBudget } from '../../http/route-options.ts';
import { MCP_BUDGETS, mcpServerFor, type McpBudget } from './mcp.tools.ts';

/** The one endpoint that speaks JSON-RPC over POST: read or write is decided per tool there. */
const MCP_PATH = '/mcp';

/**
 * MCP over streamable HTTP (ADR 0031), stateless: every POST is one JSON-RPC exchange with a
 * server built for the bearer token's user, so any server process can answer it and a revoked
 * token stops at the next call. No session cookie: only `Authorization: Bearer rf_...`.
 */
export function mcpRoutes(app: App, ctx: AppContext) {
  const spenders = Object.fromEntries(
    Object.entries(MCP_BUDGETS).map(([name, b]) => [name, spendRouteBudget(app, b.route, b.max)]),
  ) as Record<McpBudget, ReturnType<typeof spendRouteBudget>>;
  // Before the body is parsed, so a caller without a token gets 401 even for malformed JSON.
  app.addHook('preParsing', async (req, reply) => {
    if (req.apiToken && req.user) return;
    reply.header('WWW-Authenticate', 'Bearer realm="reelforge"');
    throw new AppError(401, 'MCP needs an API token: send Authorization: Bearer rf_... (Settings -> API tokens).', 'unauthorized');
  });
  app.post(
    MCP_PATH,
    {
      // Read or write is decided per tool (mcp.tools.ts), not by the HTTP method.
      config: { tokenScope: 'per-tool' },
      schema: {
        tags: ['mcp'],
        summary: 'Model Context Protocol (streamable HTTP, JSON-RPC 2.0); bearer API token only',
        body: z.unknown(),
        response: { 200: z.unknown() },
      },
    },
    async (req, reply) => {
      if (!req.apiToken || !req.user) throw new AppError(401, API_TOKEN_MESSAGES.invalid, 'unauthorized');
      // Outside /api/, so the request guards' text check is repeated here (Postgres refuses NUL and lone surrogates).
      const problem = textProblem(req.body);
      if (problem) throw problem;
      const baseUrl = ctx.config.PUBLIC_URL ?? `${req.protocol}://${req.host}`;
      const spend = (budget: McpBudget) => spenders[budget](req);
      const server = mcpServerFor(ctx, { user: req.user, token: req.apiToken, baseUrl, spend });
      const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
      reply.raw.on('close', () => {
        void transport.close();
        void server.close();
      });
      // The SDK writes the answer to the raw response itself.
      reply.hijack();
      await server.connect(transport);
      await transport.handleRequest(req.raw, reply.raw, req.body);
    },
  );
  // Stateless: no server-sent stream to open and no session to end.
  for (const method of ['GET', 'DELETE'] as const) {
    app.route({
      method,
      url: MCP_PATH,
      schema: { tags: ['mcp'], response: { 405: errorResponseSchema } },
      handler: async (req, reply) => {
        if (!req.apiToken) throw new AppError(401, API_TOKEN_MESSAGES.invalid, 'unauthorized');
        return reply.code(405).header('Allow', 'POST').send({ message: 'This MCP endpoint is stateless: POST JSON-RPC messages to it.', code: 'method_not_allowed' as const });
      },
    });
  }
}
