import { McpServer, type ToolCallback } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import {
  analyticsQuerySchema,
  createPostSchema,
  pageQuerySchema,
  PLATFORMS,
  SCRIPT_RATE_LIMIT,
  scriptRequestSchema,
  VISUAL_SOURCES,
  type Video,
} from '@reelforge/contracts';
import { z } from 'zod';
import type { AppContext } from '../../context/index.ts';
import { AppError } from '../../lib/errors.ts';
import type { TokenIdentity } from '../api-tokens/index.ts';
import { analyticsService } from '../analytics/index.ts';
import type { UserRow } from '../auth/index.ts';
import { postsService } from '../posts/index.ts';
import { scriptsService } from '../scripts/index.ts';
import { socialService } from '../social/index.ts';
import { templatesService } from '../templates/index.ts';
import { videosService } from '../videos/index.ts';
import { RENDER_RATE_LIMIT, RENDER_ROUTE, studioService } from '../studio/index.ts';

/** Who the tools act for: the token's user, what the token may do, and where links point. */
export interface McpCaller {
  user: UserRow;
  token: TokenIdentity;
  /** The server's public origin, for absolute links in answers. */
  baseUrl: string;
  /** Spends one call of the user's budget for what a REST route does; throws a 429 AppError when spent. */
  spend(budget: McpBudget): Promise<void>;
}

/**
 * The REST routes whose per-user limits tools spend: the same count, not a copy, so a user's
 * session, all their tokens and MCP share one limit (mcp.routes.ts builds the spenders).
 */
export const MCP_BUDGETS = {
  script: { route: 'POST /api/ai/generate-script', max: SCRIPT_RATE_LIMIT },
  render: { route: RENDER_ROUTE, max: RENDER_RATE_LIMIT },
} as const;
export type McpBudget = keyof typeof MCP_BUDGETS;

export const MCP_SERVER_INFO = { name: 'reelforge', version: '0.1.0' };

export const readOnlyRefusal = (tool: string) =>
  `This API token is read-only: ${tool} makes changes and needs a write token (Settings -> API tokens).`;

const json = (value: unknown): CallToolResult => ({ content: [{ type: 'text', text: JSON.stringify(value, null, 2) }] });
const refusal = (message: string): CallToolResult => ({ isError: true, content: [{ type: 'text', text: message }] });

const createVideoInput = z.object({
  title: z.string().trim().min(1, 'Please give the video a title.').max(200).describe('The video title (also its title card).'),
  script: z.string().trim().min(1).max(100_000).describe('What the narrator says; one scene per paragraph (blank line between).'),
  platforms: z.array(z.enum(PLATFORMS)).max(PLATFORMS.length).optional().describe('Where it will be posted (shapes nothing yet).'),
  visualSource: z.enum(VISUAL_SOURCES).optional().describe('Where scene visuals come from; default auto.'),
  render: z.boolean().default(true).describe('Queue the render now (default). Poll get_video until status is ready.'),
});
const videoIdInput = z.object({ id: z.string().max(64).describe('The video id from create_video or list_videos.') });

/**
 * The MCP tools (ADR 0031), for one caller. Each calls the same service method its REST route
 * does, so rules, ownership and messages are the REST API's. Write tools refuse a read token.
 */
export function mcpServerFor(ctx: AppContext, caller: McpCaller): McpServer {
  const server = new McpServer(MCP_SERVER_INFO);
  const videos = videosService(ctx);
  const { user } = caller;
  const abs = (p: string | null) => (p ? new URL(p, caller.baseUrl).href : null);
  const withLinks = (v: Video) => ({
    ...v,
    videoUrl: abs(v.videoUrl),
    thumbnailUrl: abs(v.thumbnailUrl),
    captionsUrl: abs(v.captionsUrl),
    downloadUrl: v.status === 'ready' || v.status === 'published' ? abs(`/api/videos/${v.id}/download`) : null,
    studioUrl: abs(`/video-studio?video=${encodeURIComponent(v.id)}`),
    watchUrl: v.status === 'published' ? abs(`/watch/${v.id}`) : null,
  });

  /** Runs a tool: AppErrors become the REST API's message; anything else is logged, not leaked. */
  function tool<S extends z.ZodType>(
    name: string,
    config: { title: string; description: string; inputSchema: S; writes: boolean },
    run: (input: z.output<S>) => Promise<unknown>,
  ) {
    server.registerTool(
      name,
      {
        title: config.title,
        description: config.description,
        inputSchema: config.inputSchema,
        annotations: { readOnlyHint: !config.writes, openWorldHint: false },
      },
      handler as unknown as ToolCallback<S>,
    );
    // The SDK has validated the arguments against inputSchema: this is its parsed output. (The
    // cast is only because TypeScript cannot resolve the SDK's conditional callback type for a
    // generic schema.)
    async function handler(input: z.output<S>): Promise<CallToolResult> {
      if (config.writes && caller.token.scope !== 'write') return refusal(readOnlyRefusal(name));
      try {
        return json(await run(input));
      } catch (err) {
        if (err instanceof AppError) return refusal(err.message);
        ctx.logger.error({ err, tool: name }, 'mcp tool failed');
        return refusal('Something went wrong on our side. Please try again.');
      }
    }
  }

  tool(
    'generate_script',
    {
      title: 'Generate a script',
      description: 'Writes a short-video script for a topic (the same writer as the studio). Returns the script text and its scenes.',
      inputSchema: scriptRequestSchema,
      writes: true,
    },
    async (input) => {
      await caller.spend('script');
      return scriptsService(ctx).generateFor(user.id, input);
    },
  );
  tool(
    'create_video',
    {
      title: 'Create a video',
      description: 'Creates a video from a title and script and (by default) queues its render. Returns the video; poll get_video for status.',
      inputSchema: createVideoInput,
      writes: true,
    },
    async ({ title, script, platforms, visualSource, render }) => {
      // Before the draft, so a refused render leaves nothing behind.
      if (render) await caller.spend('render');
      const draft = await videos.create(user, { title, script, platforms });
      return withLinks(render ? await studioService(ctx).render(user, draft.id, { visualSource }) : draft);
    },
  );
  tool(
    'get_video',
    {
      title: 'Get a video',
      description: 'A video with its status (draft, generating, ready, published, failed), render progress, error and links (stream, download).',
      inputSchema: videoIdInput,
      writes: false,
    },
    async ({ id }) => withLinks(await videos.get(user, id)),
  );
  tool(
    'list_videos',
    { title: 'List videos', description: 'The newest videos first, a page at a time (pass nextCursor back as cursor).', inputSchema: pageQuerySchema, writes: false },
    async (page) => JSON.parse(await videos.listJson(user, page)) as unknown,
  );
  tool(
    'list_templates',
    { title: 'List templates', description: 'Templates this user can start a video from, a page at a time.', inputSchema: pageQuerySchema, writes: false },
    (page) => templatesService(ctx).list(user, page),
  );
  tool(
    'schedule_post',
    {
      title: 'Schedule a post',
      description: 'Schedules a post of a video to connected platforms at a time (ISO 8601). Status ready publishes it at that time; pending waits.',
      inputSchema: createPostSchema,
      writes: true,
    },
    (input) => postsService(ctx).create(user, input),
  );
  tool(
    'list_connections',
    { title: 'List connections', description: 'The social accounts this user connected, per platform, with their state.', inputSchema: z.object({}), writes: false },
    () => socialService(ctx).list(user),
  );
  tool(
    'get_analytics',
    {
      title: 'Read analytics',
      description: 'Views, engagement and followers over a date range (YYYY-MM-DD), counted in a time zone (IANA, default UTC).',
      inputSchema: analyticsQuerySchema,
      writes: false,
    },
    (q) => analyticsService(ctx).overview(user, q.tz ?? 'UTC', ctx.clock.now(), { from: q.from, to: q.to }),
  );
  return server;
}
