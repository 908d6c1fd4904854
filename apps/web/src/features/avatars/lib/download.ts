import { apiRequest } from '@/lib/api';

/** The name from `Content-Disposition`, preferring the UTF-8 `filename*` form. */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const star = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim());
    } catch {
      // fall through to the plain form
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/i.exec(header);
  return (plain?.[1] ?? plain?.[2])?.trim() || null;
}

/**
 * Fetches a file with the session cookie and hands it to the browser as a download. Fetching
 * first (rather than following a link) lets a failure show a toast instead of an error page.
 */
export async function downloadFile(url: string, fallbackName: string) {
  const res = await apiRequest('GET', url);
  const blob = await res.blob();
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileNameFromDisposition(res.headers.get('Content-Disposition')) ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start reading the blob before it is released.
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}
