// Client env, validated once. Only VITE_-prefixed variables reach the browser.
const raw = import.meta.env;

export const env = {
  gaMeasurementId: typeof raw.VITE_GA_MEASUREMENT_ID === 'string' && /^G-[A-Z0-9]+$/.test(raw.VITE_GA_MEASUREMENT_ID)
    ? raw.VITE_GA_MEASUREMENT_ID
    : undefined,
} as const;
