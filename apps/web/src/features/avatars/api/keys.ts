export const avatarImageUrl = (id: string) => `/api/avatars/${id}/image`;
export const avatarVoiceSampleUrl = (id: string) => `/api/avatars/${id}/voice-sample`;
export const avatarExportUrl = (id: string) => `/api/avatars/${id}/export`;
