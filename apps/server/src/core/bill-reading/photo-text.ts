import { createRequire } from 'node:module';
import path from 'node:path';
import { createWorker, type Worker } from 'tesseract.js';

const require = createRequire(import.meta.url);
/** The Dutch model as npm ships it (@tesseract.js-data/nld); nothing is downloaded at run time. */
const dutchModel = path.join(path.dirname(require.resolve('@tesseract.js-data/nld/package.json')), '4.0.0');

let started: Promise<Worker> | null = null;
let queue: Promise<unknown> = Promise.resolve();

/** One recognition worker for the process, started on first use (about half a second). */
function worker(): Promise<Worker> {
  started ??= createWorker('nld', 1, { langPath: dutchModel, gzip: true, cacheMethod: 'none' });
  return started;
}

/**
 * The text on a photo or scan (JPEG or PNG), by Tesseract's recognition in its own worker thread.
 * Photos are read one after the other, so a burst of uploads cannot start a worker each.
 */
export function photoText(bytes: Buffer): Promise<string> {
  const next = queue.then(async () => {
    const recognizer = await worker();
    const { data } = await recognizer.recognize(bytes);
    return data.text;
  });
  queue = next.catch(() => undefined);
  return next.catch(() => '');
}

/** Ends the recognition worker (on server close), so the process can exit. */
export async function stopPhotoReading(): Promise<void> {
  const running = started;
  started = null;
  if (running) await (await running).terminate();
}
