import { commit, openSession, pollUntil, type PublisherTuning } from '../kit/session.ts';
import { fileRange, videoFile, type VideoFile } from '../kit/file.ts';
import { dig, fallbackMessage, jsonOf, str, waitFromHeaders } from '../kit/answer.ts';
import { ApiSession, type ApiResponse, type PlatformRules, type Verdict } from '../kit/http.ts';
import type { OAuthClient } from '../kit/settings.ts';
import type { LinkedInHosts } from './oauth.ts';
import { refreshTokenGrant } from '../kit/tokens.ts';
import { accountIdOf, type Publisher, type PublishInput, type PublishResult } from '../kit/publish.ts';

function classify(res: ApiResponse, now: number): Verdict {
  const body = jsonOf(res);
  const message = str(dig(body, 'message')) ?? fallbackMessage(res);
  if (res.status === 401) return { class: 'auth', message };
  if (res.status === 403) return { class: 'revoked', message };
  if (res.status === 429) return { class: 'rate', message, waitMs: waitFromHeaders(res.headers, now) };
  if (res.status >= 500) return { class: 'server', message, waitMs: waitFromHeaders(res.headers, now) };
  return { class: 'bad', message };
}

/** LinkedIn's "little text" treats these as markup; a literal one is backslash-escaped. */
const escapeLittle = (s: string) => s.replace(/[\\|{}@[\]()<>#*_~]/g, (c) => `\\${c}`);

export function linkedinCommentary(input: PublishInput): string {
  const body = escapeLittle(input.caption.trim() || input.title.trim());
  const tags = (input.hashtags ?? [])
    .map((t) => t.trim().replace(/^#+/, '').replace(/\s+/g, ''))
    .filter(Boolean)
    .map((t) => `{hashtag|\\#|${escapeLittle(t)}}`);
  return [body, tags.join(' ')].filter(Boolean).join('\n\n');
}

export function linkedinPublisher(
  hosts: LinkedInHosts,
  client: OAuthClient | undefined,
  tuning: PublisherTuning,
): Publisher {
  const api = hosts.api;
  const rules: PlatformRules = {
    platform: 'linkedin',
    classify,
    // Refresh tokens exist only for LinkedIn-approved partner apps; otherwise a 401 means reconnect.
    refresh: refreshTokenGrant({ platform: 'linkedin', url: `${hosts.oauth}/oauth/v2/accessToken`, client }),
  };
  const rest = { 'linkedin-version': hosts.version, 'x-restli-protocol-version': '2.0.0' };

  async function uploadVideo(s: ApiSession, owner: string, file: VideoFile): Promise<string> {
    const init = jsonOf(
      await s.call({
        step: 'video upload initialize',
        method: 'POST',
        url: `${api}/rest/videos?action=initializeUpload`,
        safety: 'safe', // an asset nobody sees until a post uses it
        headers: rest,
        json: {
          initializeUploadRequest: { owner, fileSizeBytes: file.size, uploadCaptions: false, uploadThumbnail: false },
        },
      }),
    );
    const video = str(dig(init, 'value', 'video'));
    const instructions = dig(init, 'value', 'uploadInstructions');
    if (!video || !Array.isArray(instructions) || !instructions.length)
      throw s.error('retry', 'the upload initialize answer had no upload instructions');
    const etags: string[] = [];
    for (const [i, part] of instructions.entries()) {
      const url = str(dig(part, 'uploadUrl'));
      const first = Number(dig(part, 'firstByte'));
      const last = Number(dig(part, 'lastByte'));
      if (!url || !Number.isInteger(first) || !Number.isInteger(last) || last < first || last >= file.size) {
        throw s.error('retry', `upload instruction ${i + 1} is not usable`);
      }
      const res = await s.call({
        step: `part ${i + 1}/${instructions.length} upload`,
        method: 'PUT',
        url,
        safety: 'safe', // idempotent: the same bytes to the same part URL
        auth: 'none',
        upload: true,
        headers: { 'content-type': 'application/octet-stream', 'content-length': String(last - first + 1) },
        body: fileRange(file.path, first, last + 1),
      });
      const etag = res.headers.get('etag');
      if (!etag) throw s.error('retry', `part ${i + 1} upload answer had no ETag`);
      etags.push(etag);
      s.ctx.onProgress?.({ phase: 'upload', bytesSent: last + 1, totalBytes: file.size });
    }
    await s.call({
      step: 'video upload finalize',
      method: 'POST',
      url: `${api}/rest/videos?action=finalizeUpload`,
      safety: 'once',
      headers: rest,
      json: {
        finalizeUploadRequest: {
          video,
          uploadToken: str(dig(init, 'value', 'uploadToken')) ?? '',
          uploadedPartIds: etags,
        },
      },
    });
    const final = await pollUntil(
      s,
      tuning,
      async () => {
        const res = await s.call({
          step: 'video status',
          method: 'GET',
          url: `${api}/rest/videos/${encodeURIComponent(video)}`,
          safety: 'safe',
          headers: rest,
        });
        const body = jsonOf(res);
        const status = str(dig(body, 'status')) ?? 'PROCESSING';
        if (status === 'AVAILABLE' || status === 'PROCESSING_FAILED') {
          return { done: true, value: { status, why: str(dig(body, 'processingFailureReason')) } };
        }
        return { done: false, state: status };
      },
      (last) => s.error('retry', `LinkedIn was still processing the video (${last}); nothing was posted`),
    );
    if (final.status === 'PROCESSING_FAILED')
      throw s.error('bad-body', `LinkedIn could not process the video: ${final.why ?? 'no reason given'}`);
    return video;
  }

  return {
    platform: 'linkedin',
    needsVideo: false,
    async publish(input, ctx): Promise<PublishResult> {
      const id = accountIdOf('linkedin', 'LinkedIn member id', input, ctx);
      const author = id.startsWith('urn:li:') ? id : `urn:li:person:${id}`;
      const file = input.videoPath ? await videoFile('linkedin', input) : null;
      const s = await openSession(rules, ctx, tuning);
      const video = file ? await uploadVideo(s, author, file) : undefined;

      await commit(s, 'linkedin', 'post create', video ? { video } : {});
      const res = await s.call({
        step: 'post create',
        method: 'POST',
        url: `${api}/rest/posts`,
        safety: 'publish',
        headers: rest,
        json: {
          author,
          commentary: linkedinCommentary(input),
          visibility: 'PUBLIC',
          distribution: { feedDistribution: 'MAIN_FEED', targetEntities: [], thirdPartyDistributionChannels: [] },
          ...(video ? { content: { media: { id: video, title: input.title } } } : {}),
          lifecycleState: 'PUBLISHED',
          isReshareDisabledByAuthor: false,
        },
      });
      const urn = res.headers.get('x-restli-id') ?? str(dig(jsonOf(res), 'id'));
      if (!urn) throw s.unknownOutcome('post create', 'the answer had no post id');
      return { remoteId: urn, url: `https://www.linkedin.com/feed/update/${urn}/` };
    },
  };
}
