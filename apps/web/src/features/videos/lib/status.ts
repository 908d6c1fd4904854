export const watchUrl = (id: string) => `${window.location.origin}/watch/${id}`;
export const downloadUrl = (id: string) => `/api/videos/${id}/download`;

/** A re-render keeps a video's file URLs: its render time makes the browser load the new file. */
export const versioned = (url: string, renderedAt: string | null) =>
  renderedAt ? `${url}?v=${Date.parse(renderedAt)}` : url;
