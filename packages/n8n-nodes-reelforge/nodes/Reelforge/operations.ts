import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { reelforgeRequest } from '../../shared/transport';

type Operation = (ctx: IExecuteFunctions, i: number) => Promise<IDataObject | IDataObject[]>;
const param = <T>(ctx: IExecuteFunctions, name: string, i: number, fallback?: T) =>
  ctx.getNodeParameter(name, i, fallback) as T;

/** Drops empty optional fields so the server sees them as absent, not as "". */
const present = (fields: IDataObject) =>
  Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== '' && v !== undefined && v !== null));

interface VideoPage {
  items: IDataObject[];
  nextCursor: string | null;
}

async function createVideo(ctx: IExecuteFunctions, i: number) {
  const source = param<string>(ctx, 'source', i, 'topic');
  const extra = present(param<IDataObject>(ctx, 'additionalFields', i, {}));
  const common = { platform: param<string>(ctx, 'platform', i), duration: param<number>(ctx, 'duration', i), ...extra };
  // complete-video writes a script for the topic, or narrates the one given (the title is its topic then).
  const body =
    source === 'script'
      ? {
          ...common,
          topic: param<string>(ctx, 'title', i),
          title: param<string>(ctx, 'title', i),
          script: param<string>(ctx, 'script', i),
        }
      : { ...common, topic: param<string>(ctx, 'topic', i) };
  const created = await reelforgeRequest<{ video: IDataObject }>(ctx, 'createVideo', { body });
  return created.video;
}

async function listVideos(ctx: IExecuteFunctions, i: number) {
  const returnAll = param<boolean>(ctx, 'returnAll', i, false);
  const limit = returnAll ? Infinity : param<number>(ctx, 'limit', i, 50);
  const out: IDataObject[] = [];
  let cursor: string | null = null;
  do {
    const qs: IDataObject = { limit: Math.min(100, limit - out.length) };
    if (cursor) qs.cursor = cursor;
    const page: VideoPage = await reelforgeRequest<VideoPage>(ctx, 'listVideos', { qs });
    out.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor && out.length < limit);
  return out.slice(0, limit);
}

async function schedulePost(ctx: IExecuteFunctions, i: number) {
  const extra = param<IDataObject>(ctx, 'additionalFields', i, {});
  const body = present({
    videoId: param<string>(ctx, 'videoId', i),
    title: param<string>(ctx, 'title', i),
    platforms: param<string[]>(ctx, 'platforms', i),
    scheduledTime: new Date(param<string>(ctx, 'scheduledTime', i)).toISOString(),
    content: extra.content,
    status: extra.status ?? 'ready',
  });
  return reelforgeRequest<IDataObject>(ctx, 'schedulePost', { body });
}

/** resource -> operation -> what it does, each one call (or one paged list) to Reelforge. */
export const OPERATIONS: Record<string, Record<string, Operation>> = {
  video: {
    create: createVideo,
    get: (ctx, i) => reelforgeRequest<IDataObject>(ctx, 'getVideo', { params: { id: param(ctx, 'videoId', i) } }),
    getAll: listVideos,
    render: (ctx, i) =>
      reelforgeRequest<IDataObject>(ctx, 'renderVideo', {
        params: { id: param(ctx, 'videoId', i) },
        body: present({ visualSource: param<string>(ctx, 'visualSource', i, '') }),
      }),
  },
  post: { schedule: schedulePost },
  connection: { getAll: (ctx) => reelforgeRequest<IDataObject[]>(ctx, 'listConnections') },
  analytics: {
    get: (ctx, i) =>
      reelforgeRequest<IDataObject>(ctx, 'getAnalytics', { qs: present(param<IDataObject>(ctx, 'options', i, {})) }),
  },
};
