import { commit, firstComment, pollUntil, openSession, type PublisherTuning } from '../kit/session.ts';
import { fileRange, videoFile } from '../kit/file.ts';
import { dig, fallbackMessage, jsonOf, str, waitFromHeaders } from '../kit/answer.ts';
import { type ApiResponse, type Call, type PlatformRules, type Verdict } from '../kit/http.ts';
import type { OAuthClient } from '../kit/settings.ts';
import { refreshTokenGrant } from '../kit/tokens.ts';
import { PublishError, postText, type Publisher, type PublishResult } from '../kit/publish.ts';

const UNIT = 256 * 1024;

/** YouTube chunks are multiples of 256 KiB (except the last). */
export const youtubeChunkSize = (preferred: number) => Math.max(UNIT, Math.floor(preferred / UNIT) * UNIT);

function classify(res: ApiResponse, now: number): Verdict {
  const body = jsonOf(res);
  const reason = str(dig(body, 'error', 'errors', 0, 'reason')) ?? str(dig(body, 'error', 'status')) ?? '';
  const message = str(dig(body, 'error', 'message')) ?? str(dig(body, 'error_description')) ?? fallbackMessage(res);
  if (res.status === 401) return { class: 'auth', message };
  if (reason === 'insufficientPermissions' || reason === 'ACCESS_TOKEN_SCOPE_INSUFFICIENT')
    return { class: 'revoked', message };
  if (res.status === 429 || reason === 'rateLimitExceeded' || reason === 'userRateLimitExceeded') {
    return { class: 'rate', message, waitMs: waitFromHeaders(res.headers, now) };
  }
  if (res.status >= 500) return { class: 'server', message, waitMs: waitFromHeaders(res.headers, now) };
  // quotaExceeded / uploadLimitExceeded are per-day caps: shown to the user, not retried.
  return { class: 'bad', message };
}

/** 308's `Range: bytes=0-N` means N+1 bytes are stored; no Range means none. */
export function storedBytes(res: ApiResponse): number {
  const m = /bytes=0-(\d+)/.exec(res.headers.get('range') ?? '');
  return m ? Number(m[1]) + 1 : 0;
}

const clean = (s: string, max: number) => s.replace(/[<>]/g, '').trim().slice(0, max);

export function youtubePublisher(
  api: string,
  oauth: string,
  client: OAuthClient | undefined,
  tuning: PublisherTuning,
): Publisher {
  const rules: PlatformRules = {
    platform: 'youtube',
    classify,
    refresh: refreshTokenGrant({ platform: 'youtube', url: `${oauth}/token`, client }),
  };
  const chunk = youtubeChunkSize(tuning.youtubeChunkSize);
  return {
    platform: 'youtube',
    needsVideo: true,
    async publish(input, ctx): Promise<PublishResult> {
      const file = await videoFile('youtube', input);
      const s = await openSession(rules, ctx, tuning);
      const tags = (input.hashtags ?? []).map((t) => t.replace(/^#+/, '').trim()).filter(Boolean);
      const init = await s.call({
        step: 'upload session start',
        method: 'POST',
        url: `${api}/upload/youtube/v3/videos?uploadType=resumable&part=snippet,status`,
        // Opens a private upload session; an unused one just expires.
        safety: 'safe',
        headers: { 'x-upload-content-length': String(file.size), 'x-upload-content-type': file.contentType },
        json: {
          snippet: {
            title: clean(input.title, 100) || 'Untitled',
            description: clean(postText(input), 5000),
            tags,
            categoryId: '22',
          },
          // The creator's choices; YouTube requires the made-for-kids declaration on every upload.
          status: {
            privacyStatus: input.options?.visibility ?? 'public',
            selfDeclaredMadeForKids: input.options?.madeForKids ?? false,
          },
        },
      });
      const sessionUrl = init.headers.get('location');
      if (!sessionUrl) throw s.error('retry', 'the upload session answer had no Location header');

      const answered = (st: number) => st === 200 || st === 201 || st === 308;
      const query: Call = {
        step: 'upload status query',
        method: 'PUT',
        url: sessionUrl,
        safety: 'safe',
        redirect: 'manual',
        // An empty body, which fetch sends as Content-Length: 0 (a hand-set length with no body is
        // refused by Node 20's fetch as an invalid header).
        headers: { 'content-range': `bytes */${file.size}` },
        body: () => '',
        ok: (st) => answered(st) || st === 404 || st === 410,
      };
      let offset = 0;
      let failures = 0;
      let committed = false;
      let video: unknown;
      while (video === undefined) {
        const end = Math.min(offset + chunk, file.size);
        if (end === file.size && !committed) {
          await commit(s, 'youtube', 'final chunk upload', { session: sessionUrl, size: String(file.size) });
          committed = true;
        }
        let res: ApiResponse;
        try {
          res = await s.call({
            step: 'chunk upload',
            method: 'PUT',
            url: sessionUrl,
            // Failures are resolved by asking YouTube what it stored, below.
            safety: 'once',
            upload: true,
            redirect: 'manual',
            headers: {
              'content-type': file.contentType,
              'content-length': String(end - offset),
              'content-range': `bytes ${offset}-${end - 1}/${file.size}`,
            },
            body: fileRange(file.path, offset, end),
            ok: answered,
          });
        } catch (err) {
          if (!(err instanceof PublishError) || err.kind !== 'retry') throw err;
          if (++failures >= tuning.maxAttempts) {
            throw committed ? s.unknownOutcome('upload', err.platformMessage) : err;
          }
          s.log(`chunk upload interrupted (${err.platformMessage}); asking what was stored`);
          await s.sleep(err.retryAfterMs ?? s.backoff(failures));
          try {
            res = await s.call(query);
          } catch (qerr) {
            if (committed && qerr instanceof PublishError && qerr.kind === 'retry')
              throw s.unknownOutcome('upload', qerr.platformMessage);
            throw qerr;
          }
          if (res.status === 404 || res.status === 410) {
            throw s.error('retry', 'the upload session expired before the upload finished; nothing was published');
          }
        }
        if (res.status === 308) {
          const stored = storedBytes(res);
          if (stored > offset) failures = 0;
          offset = stored;
          ctx.onProgress?.({ phase: 'upload', bytesSent: offset, totalBytes: file.size });
        } else {
          video = jsonOf(res) ?? {};
        }
      }
      const id = str(dig(video, 'id'));
      if (!id) throw s.unknownOutcome('upload', 'the final answer had no video id');
      const result = { remoteId: id, url: `https://www.youtube.com/watch?v=${id}` };
      ctx.onProgress?.({ phase: 'upload', bytesSent: file.size, totalBytes: file.size });

      // The video exists now. Wait (bounded) for processing so a rejection is reported; a failure
      // to look does not undo the upload.
      // Each status read costs quota: look for a few minutes at most.
      const processed = await pollUntil(
        s,
        { ...tuning, maxPolls: Math.min(tuning.maxPolls, 36) },
        async () => {
          const res = await s.call({
            step: 'processing status',
            method: 'GET',
            url: `${api}/youtube/v3/videos?part=status,processingDetails&id=${encodeURIComponent(id)}`,
            safety: 'safe',
          });
          const item = dig(jsonOf(res), 'items', 0);
          const status = str(dig(item, 'status', 'uploadStatus')) ?? 'uploaded';
          if (status === 'uploaded') return { done: false, state: status };
          const why = str(dig(item, 'status', 'rejectionReason')) ?? str(dig(item, 'status', 'failureReason'));
          return { done: true, value: { status, why } };
        },
        (last) => new Error(`still ${last}`),
      ).catch((err: unknown) => {
        s.log('could not confirm processing; the upload stands', {
          error: err instanceof Error ? err.message : String(err),
        });
        return { status: 'unconfirmed', why: undefined };
      });
      if (processed.status === 'failed' || processed.status === 'rejected') {
        throw s.error('bad-body', `YouTube ${processed.status} the video${processed.why ? `: ${processed.why}` : ''}`);
      }
      // commentThreads.insert (scope youtube.force-ssl); a video made for kids has comments off.
      const note = input.options?.madeForKids
        ? undefined
        : await firstComment(s, input.options?.firstComment, {
            method: 'POST',
            url: `${api}/youtube/v3/commentThreads?part=snippet`,
            json: {
              snippet: { videoId: result.remoteId, topLevelComment: { snippet: { textOriginal: input.options?.firstComment } } },
            },
          });
      return note ? { ...result, note } : result;
    },
  };
}
