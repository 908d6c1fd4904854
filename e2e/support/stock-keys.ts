/**
 * The creator's own stock keys the e2e server's Pexels and Pixabay fake accepts (besides its
 * server key under E2E_STOCK=1); a browser test saves them in Settings -> Stock media.
 */
export const CREATOR_PEXELS_KEY = 'e2e-creator-pexels-key-4321';
export const CREATOR_PIXABAY_KEY = 'e2e-creator-pixabay-key-8765';
