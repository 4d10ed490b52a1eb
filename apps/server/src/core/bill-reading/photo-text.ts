import { createRequire } from 'node:module';
import path from 'node:path';
import type { Worker } from 'tesseract.js';

const require = createRequire(import.meta.url);
/** The Dutch model as npm ships it (@tesseract.js-data/nld); nothing is downloaded at run time. */
const dutchModel = path.join(path.dirname(require.resolve('@tesseract.js-data/nld/package.json')), '4.0.0');

let started: Promise<Worker> | null = null;
let queue: Promise<unknown> = Promise.resolve();

/** One recognition worker for the process, loaded and started on first use (about half a second). */
async function startWorker(): Promise<Worker> {
  const { createWorker } = await import('tesseract.js');
  return createWorker('nld', 1, {
    langPath: dutchModel,
    gzip: true,
    cacheMethod: 'none',
    // A failed recognition rejects its own promise; without a handler tesseract.js also throws the
    // failure from the worker's message listener, where nothing catches it and the server would end.
    errorHandler: () => undefined,
  });
}

function worker(): Promise<Worker> {
  started ??= startWorker();
  return started;
}

/**
 * The text on a photo or scan (JPEG or PNG), by Tesseract's recognition in its own worker thread.
 * Photos are read one after the other, so a burst of uploads cannot start a worker each.
 */
export function photoText(bytes: Buffer): Promise<string> {
  const next = queue.then(async () => {
    const recognizer = await worker();
    try {
      const { data } = await recognizer.recognize(bytes);
      return data.text;
    } catch (error) {
      // A damaged image can abort the recognizer's WebAssembly; the next photo gets a fresh worker.
      await stopPhotoReading().catch(() => undefined);
      throw error;
    }
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
