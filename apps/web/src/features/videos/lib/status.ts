export const watchUrl = (id: string) => `${window.location.origin}/watch/${id}`;
export const downloadUrl = (id: string) => `/api/videos/${id}/download`;
