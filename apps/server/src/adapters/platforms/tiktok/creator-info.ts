import type { TiktokCreatorInfo } from '@reelforge/contracts';
import { dig, str } from '../kit/answer.ts';
import { jsonAt, metricsCall } from '../metrics/types.ts';

/**
 * Reads creator_info's answer (`data{privacy_level_options[], comment_disabled, duet_disabled,
 * stitch_disabled, max_video_post_duration_sec, creator_username}`). TikTok asks apps to offer only
 * these privacy levels and to respect the creator's interaction settings, before every post.
 */
export function parseCreatorInfo(data: unknown): TiktokCreatorInfo {
  const options = dig(data, 'privacy_level_options');
  const max = dig(data, 'max_video_post_duration_sec');
  return {
    creatorUsername: str(dig(data, 'creator_username')) ?? null,
    privacyLevelOptions: Array.isArray(options) ? options.filter((o): o is string => typeof o === 'string') : [],
    commentDisabled: dig(data, 'comment_disabled') === true,
    duetDisabled: dig(data, 'duet_disabled') === true,
    stitchDisabled: dig(data, 'stitch_disabled') === true,
    maxVideoPostDurationSec: typeof max === 'number' && Number.isFinite(max) && max > 0 ? max : null,
  };
}

/** The creator_info query on its own, for the scheduling form (read-only; throws MetricsError). */
export async function fetchCreatorInfo(api: string, accessToken: string): Promise<TiktokCreatorInfo> {
  const res = await metricsCall(
    'TikTok creator info',
    {
      method: 'POST',
      url: `${api}/v2/post/publish/creator_info/query/`,
      headers: { 'content-type': 'application/json; charset=UTF-8' },
    },
    accessToken,
  );
  return parseCreatorInfo(jsonAt(res, 'data'));
}
