import type { AppEvent } from '@reelforge/contracts';
import { env } from '@/config/env';

// First-party analytics: every event goes to our own /api/events; Google Analytics too, only
// when VITE_GA_MEASUREMENT_ID is set.

type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

let gaLoaded = false;
function ensureGa() {
  if (!env.gaMeasurementId || gaLoaded) return;
  gaLoaded = true;
  const s = document.createElement('script');
  s.async = true;
  s.src = `https://www.googletagmanager.com/gtag/js?id=${env.gaMeasurementId}`;
  document.head.appendChild(s);
  window.dataLayer = window.dataLayer ?? [];
  window.gtag = (...args: unknown[]) => window.dataLayer?.push(args);
  window.gtag('js', new Date());
  window.gtag('config', env.gaMeasurementId, { send_page_view: false });
}

function send(event: AppEvent) {
  // keepalive lets the request finish even when the page navigates away.
  void fetch('/api/events', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(event),
    credentials: 'include',
    keepalive: true,
  }).catch(() => {});
}

export function trackPageView(path: string) {
  send({ name: 'page_view', path });
  ensureGa();
  window.gtag?.('event', 'page_view', { page_path: path });
}

/** Product events: video_created (video_studio), ai_model_used (video_generation). */
export function trackEvent(name: 'video_created' | 'ai_model_used', category: string, label?: string, value = 1) {
  send({ name, category, label, value });
  ensureGa();
  window.gtag?.('event', name, { event_category: category, event_label: label, value });
}
