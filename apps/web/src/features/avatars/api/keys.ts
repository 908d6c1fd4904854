/** The default query function GETs this key joined with '/'. */
export const AVATARS_QUERY_KEY = ['/api/avatars'] as const;

export const avatarImageUrl = (id: string) => `/api/avatars/${id}/image`;
export const avatarVoiceSampleUrl = (id: string) => `/api/avatars/${id}/voice-sample`;
export const avatarExportUrl = (id: string) => `/api/avatars/${id}/export`;
