import type { OperationBody } from '@reelforge/api-client';
import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { reelforgeCall, ROUTES } from '../../shared/transport';

type Operation = (ctx: IExecuteFunctions, i: number) => Promise<IDataObject | IDataObject[]>;
const param = <T>(ctx: IExecuteFunctions, name: string, i: number, fallback?: T) =>
  ctx.getNodeParameter(name, i, fallback) as T;

/** Drops empty optional fields so the server sees them as absent, not as "". */
const present = <T extends object>(fields: T) =>
  Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== '' && v !== undefined && v !== null)) as Partial<T>;

// The generated schema's results are exact types; n8n items are loose JSON objects.
const items = <T>(value: T) => value as unknown as IDataObject;
const itemList = <T>(value: T[]) => value as unknown as IDataObject[];

type CompleteVideo = OperationBody<'completeVideo'>;
type SchedulePost = OperationBody<'schedulePost'>;
type VisualSource = NonNullable<NonNullable<OperationBody<'renderVideo'>>['visualSource']>;

async function createVideo(ctx: IExecuteFunctions, i: number) {
  const source = param<string>(ctx, 'source', i, 'topic');
  const extra = present(
    param<Pick<CompleteVideo, 'description' | 'language' | 'title' | 'visualSource'>>(ctx, 'additionalFields', i, {}),
  );
  const common = {
    platform: param<CompleteVideo['platform']>(ctx, 'platform', i),
    duration: param<number>(ctx, 'duration', i),
    ...extra,
  };
  // complete-video writes a script for the topic, or narrates the one given (the title is its topic then).
  const body: CompleteVideo =
    source === 'script'
      ? {
          ...common,
          topic: param<string>(ctx, 'title', i),
          title: param<string>(ctx, 'title', i),
          script: param<string>(ctx, 'script', i),
        }
      : { ...common, topic: param<string>(ctx, 'topic', i) };
  const { method, path } = ROUTES.completeVideo;
  const created = await reelforgeCall(ctx, (api) => api.request(method, path, { body }));
  return items(created.video);
}

async function listVideos(ctx: IExecuteFunctions, i: number) {
  const returnAll = param<boolean>(ctx, 'returnAll', i, false);
  const limit = returnAll ? Infinity : param<number>(ctx, 'limit', i, 50);
  const { method, path } = ROUTES.listVideos;
  const out: IDataObject[] = [];
  let cursor: string | null = null;
  do {
    const query: { limit: number; cursor?: string } = { limit: Math.min(100, limit - out.length) };
    if (cursor) query.cursor = cursor;
    const page = await reelforgeCall(ctx, (api) => api.request(method, path, { params: { query } }));
    out.push(...itemList(page.items));
    cursor = page.nextCursor;
  } while (cursor && out.length < limit);
  return out.slice(0, limit);
}

async function schedulePost(ctx: IExecuteFunctions, i: number) {
  const extra = param<Pick<SchedulePost, 'content' | 'status'>>(ctx, 'additionalFields', i, {});
  const body: SchedulePost = {
    videoId: param<string>(ctx, 'videoId', i),
    title: param<string>(ctx, 'title', i),
    platforms: param<SchedulePost['platforms']>(ctx, 'platforms', i),
    scheduledTime: new Date(param<string>(ctx, 'scheduledTime', i)).toISOString(),
    ...present({ content: extra.content }),
    status: extra.status ?? 'ready',
  };
  const { method, path } = ROUTES.schedulePost;
  return items(await reelforgeCall(ctx, (api) => api.request(method, path, { body })));
}

async function getVideo(ctx: IExecuteFunctions, i: number) {
  const { method, path } = ROUTES.getVideo;
  const id = param<string>(ctx, 'videoId', i);
  return items(await reelforgeCall(ctx, (api) => api.request(method, path, { params: { path: { id } } })));
}

async function renderVideo(ctx: IExecuteFunctions, i: number) {
  const { method, path } = ROUTES.renderVideo;
  const id = param<string>(ctx, 'videoId', i);
  const body = present({ visualSource: param<VisualSource | ''>(ctx, 'visualSource', i, '') || undefined });
  return items(await reelforgeCall(ctx, (api) => api.request(method, path, { params: { path: { id } }, body })));
}

/** The connected social accounts (also the Schedule operation's platform list). */
export async function listConnections(ctx: Parameters<typeof reelforgeCall>[0]) {
  const { method, path } = ROUTES.listConnections;
  return itemList(await reelforgeCall(ctx, (api) => api.request(method, path)));
}

async function getAnalytics(ctx: IExecuteFunctions, i: number) {
  const { method, path } = ROUTES.getAnalytics;
  const query = present(param<{ from?: string; to?: string; tz?: string }>(ctx, 'options', i, {}));
  return items(await reelforgeCall(ctx, (api) => api.request(method, path, { params: { query } })));
}

/** resource -> operation -> what it does, each one call (or one paged list) to Reelforge. */
export const OPERATIONS: Record<string, Record<string, Operation>> = {
  video: { create: createVideo, get: getVideo, getAll: listVideos, render: renderVideo },
  post: { schedule: schedulePost },
  connection: { getAll: (ctx) => listConnections(ctx) },
  analytics: { get: getAnalytics },
};
