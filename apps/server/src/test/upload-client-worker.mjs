import { parentPort, workerData } from 'node:worker_threads';

/**
 * Posts uploads at once with Node's fetch from a thread of its own, as a client process would: on
 * the server's own event loop the client's writes and the server's closing never race. Answers each
 * upload's status and body, or the network error's code.
 */
const { url, token, uploads } = workerData;
const outcomes = await Promise.all(
  uploads.map(async ({ field, fileName, bytes }) => {
    const form = new FormData();
    form.append(field, new Blob([new Uint8Array(bytes)]), fileName);
    try {
      const response = await fetch(url, {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${token}` },
      });
      return { status: response.status, body: await response.text() };
    } catch (error) {
      return { error: error.cause?.code ?? error.message };
    }
  }),
);
parentPort.postMessage(outcomes);
