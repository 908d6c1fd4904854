import type { PlatformRules } from '../kit/http.ts';
import { clientOf, hostOr, type OAuthClient } from '../kit/settings.ts';
import type { PlatformConfig } from '../types.ts';
import { tokenAnswer } from '../kit/tokens.ts';
import { classifyMeta } from './errors.ts';
import { RENEW_AHEAD_MS } from './tokens.ts';

/**
 * Meta has no refresh token: a long-lived user token close to expiry is exchanged for a new one
 * (fb_exchange_token). An expired or revoked token (code 190) needs the user to reconnect.
 * Page tokens have no expiry and are never exchanged.
 */
export function metaRules(platform: string, hosts: MetaHosts, client: OAuthClient | undefined): PlatformRules {
  return {
    platform,
    classify: classifyMeta,
    refresh: {
      aheadMs: RENEW_AHEAD_MS,
      on401: false,
      blocker: () =>
        client ? null : { kind: 'config', why: 'this server has no META_APP_ID/META_APP_SECRET to extend it' },
      async run(c, tools) {
        const q = new URLSearchParams({
          grant_type: 'fb_exchange_token',
          client_id: client!.id,
          client_secret: client!.secret,
          fb_exchange_token: c.accessToken,
        });
        const res = await tools.send({
          step: 'token exchange',
          method: 'GET',
          url: graphUrl(hosts, `oauth/access_token?${q}`),
          safety: 'safe',
          auth: 'none',
        });
        return tokenAnswer(platform, res, c, tools.now());
      },
    },
  };
}

export const graphUrl = (hosts: MetaHosts, path: string) => `${hosts.graph}/${hosts.version}/${path}`;

/** Instagram and Facebook share Meta's hosts and app. */
export interface MetaHosts {
  graph: string;
  graphVideo: string;
  rupload: string;
  /** Serves the consent dialog. */
  web: string;
  /** Graph API version path segment. */
  version: string;
}

export const metaHosts = (config: PlatformConfig): MetaHosts => ({
  graph: hostOr(config.META_GRAPH_URL, 'https://graph.facebook.com'),
  graphVideo: hostOr(config.META_GRAPH_VIDEO_URL, 'https://graph-video.facebook.com'),
  rupload: hostOr(config.META_RUPLOAD_URL, 'https://rupload.facebook.com'),
  web: hostOr(config.META_WEB_URL, 'https://www.facebook.com'),
  version: config.META_GRAPH_VERSION?.trim() || 'v24.0',
});

export const metaClient = (config: PlatformConfig) => clientOf(config.META_APP_ID, config.META_APP_SECRET);
