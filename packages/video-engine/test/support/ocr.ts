import { createRequire } from 'node:module';
import sharp from 'sharp';
import { createWorker } from 'tesseract.js';

const require = createRequire(import.meta.url);
// The English model ships in an npm package: nothing is downloaded when the tests run.
const eng = require('@tesseract.js-data/eng') as { langPath: string; gzip: boolean };

/** The text Tesseract reads on an RGB24 frame (offline, the packaged English model). */
export async function ocr(rgb: Buffer, width: number, height: number): Promise<string> {
  const png = await sharp(rgb, { raw: { width, height, channels: 3 } }).png().toBuffer();
  const worker = await createWorker('eng', 1, { langPath: eng.langPath, gzip: eng.gzip, cacheMethod: 'none', logger: () => undefined });
  try {
    const { data } = await worker.recognize(png);
    return data.text;
  } finally {
    await worker.terminate();
  }
}
