import { isRecord, str } from '../kit/answer.ts';
import {
  chunks,
  countOf,
  jsonAt,
  MetricsError,
  metricsCall,
  statsOf,
  type MetricsFetcher,
  type PostStats,
} from './types.ts';

/**
 * YouTube Data API `videos.list?part=statistics` (50 ids a call; no share count there) and
 * `channels.list?part=statistics&mine=true` (subscriberCount unless the channel hides it).
 * Revenue: YouTube Analytics `reports` with `estimatedRevenue`, which needs the
 * yt-analytics-monetary.readonly scope and a monetised channel; a 401/403 means "not granted".
 */
export function youtubeMetrics(api: string, analytics: string): MetricsFetcher {
  return {
    async posts(account, ids) {
      const out = new Map<string, PostStats>();
      for (const batch of chunks(ids, 50)) {
        const res = await metricsCall(
          'YouTube videos.list',
          {
            method: 'GET',
            url: `${api}/youtube/v3/videos?part=statistics&id=${batch.map(encodeURIComponent).join(',')}`,
          },
          account.accessToken,
        );
        const items = jsonAt(res, 'items');
        for (const item of Array.isArray(items) ? items : []) {
          const id = isRecord(item) ? str(item.id) : undefined;
          if (!id || !isRecord(item)) continue;
          const s = item.statistics;
          const stats = isRecord(s)
            ? statsOf({ views: countOf(s.viewCount), likes: countOf(s.likeCount), comments: countOf(s.commentCount) })
            : null;
          if (stats) out.set(id, stats);
        }
      }
      return out;
    },
    async followers(account) {
      const res = await metricsCall(
        'YouTube channels.list',
        { method: 'GET', url: `${api}/youtube/v3/channels?part=statistics&mine=true` },
        account.accessToken,
      );
      const s = jsonAt(res, 'items', 0, 'statistics');
      if (!isRecord(s) || s.hiddenSubscriberCount === true) return null;
      return countOf(s.subscriberCount) ?? null;
    },
    async revenue(account, ids, now) {
      const out = new Map<string, number>();
      const today = now.toISOString().slice(0, 10);
      for (const batch of chunks(ids, 200)) {
        const q = new URLSearchParams({
          ids: 'channel==MINE',
          startDate: '2005-02-14',
          endDate: today,
          metrics: 'estimatedRevenue',
          dimensions: 'video',
          filters: `video==${batch.join(',')}`,
          currency: 'USD',
        });
        let res;
        try {
          res = await metricsCall(
            'YouTube Analytics report',
            { method: 'GET', url: `${analytics}/v2/reports?${q}` },
            account.accessToken,
          );
        } catch (err) {
          if (err instanceof MetricsError && (err.status === 401 || err.status === 403)) return null;
          throw err;
        }
        const headers = jsonAt(res, 'columnHeaders');
        const names = Array.isArray(headers) ? headers.map((h) => (isRecord(h) ? str(h.name) : undefined)) : [];
        const vi = names.indexOf('video');
        const ri = names.indexOf('estimatedRevenue');
        if (vi < 0 || ri < 0) return null;
        const rows = jsonAt(res, 'rows');
        for (const row of Array.isArray(rows) ? rows : []) {
          const id = Array.isArray(row) ? str(row[vi]) : undefined;
          const amount = Array.isArray(row) ? row[ri] : undefined;
          if (id && typeof amount === 'number' && Number.isFinite(amount) && amount >= 0)
            out.set(id, Math.round(amount * 100));
        }
      }
      return out;
    },
  };
}
