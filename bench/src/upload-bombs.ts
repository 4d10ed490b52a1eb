import { once } from 'node:events';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createDeflate } from 'node:zlib';
import { demoUsers } from './demo-accounts.ts';
import { processRss } from './process-memory.ts';
import { logIn, startServer } from './server.ts';

/**
 * Hostile uploads: bursts of PDF decompression bombs sent to an upload route, the server's resident
 * memory and heaps after each burst, then a spell of ordinary load. Like the rest of bench/ it
 * measures, it does not fail a build (issue 34, decision 0085).
 */
const port = Number(process.env.BENCH_PORT ?? 8192);
const bursts = Number(process.env.BOMB_BURSTS ?? 10);
const bombsPerBurst = Number(process.env.BOMBS_PER_BURST ?? 20);
const inflatedMb = Number(process.env.BOMB_INFLATED_MB ?? 500);
const route = process.env.BOMB_ROUTE ?? 'Declaration/ValidateAttachmentsReadability';
const settleMs = Number(process.env.BOMB_SETTLE_MS ?? 5000);
const ordinarySeconds = Number(process.env.BOMB_ORDINARY_SECONDS ?? 30);

/** One Flate stream of zeros that inflates to `bytes`, written without holding them. */
async function deflatedZeros(bytes: number): Promise<Buffer> {
  const deflate = createDeflate({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
  const zeros = Buffer.alloc(1024 * 1024);
  for (let written = 0; written < bytes; written += zeros.length) {
    if (!deflate.write(zeros)) await once(deflate, 'drain');
  }
  deflate.end();
  await once(deflate, 'end');
  return Buffer.concat(chunks);
}

/** A one-page PDF whose content stream is the bomb. */
function pdfAround(content: Buffer): Buffer {
  const objects = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    Buffer.from('<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>'),
    Buffer.concat([
      Buffer.from(`<< /Length ${content.length} /Filter /FlateDecode >>\nstream\n`),
      content,
      Buffer.from('\nendstream'),
    ]),
  ];
  const parts = [Buffer.from('%PDF-1.7\n')];
  const offsets: number[] = [];
  let length = parts[0]?.length ?? 0;
  for (const [index, body] of objects.entries()) {
    offsets.push(length);
    const part = Buffer.concat([Buffer.from(`${index + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
    parts.push(part);
    length += part.length;
  }
  const xref = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  parts.push(
    Buffer.from(
      `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${xref}` +
        `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`,
    ),
  );
  return Buffer.concat(parts);
}

interface Heaps {
  /** The main thread's used heap. */
  main: number;
  /** Each worker thread's used heap. */
  workers: number[];
}

/**
 * The server's heaps from a diagnostic report (`--report-on-signal`): the main thread's and each
 * worker's, without anything added to the server for it.
 */
async function heapsOf(pid: number, reports: string): Promise<Heaps> {
  const before = new Set(await readdir(reports));
  process.kill(pid, 'SIGUSR2');
  for (let waited = 0; waited < 30_000; waited += 100) {
    const made = (await readdir(reports)).find((name) => !before.has(name));
    if (made) {
      await sleep(200);
      const report = JSON.parse(await readFile(join(reports, made), 'utf8'));
      return {
        main: report.javascriptHeap.usedMemory,
        workers: (report.workers ?? []).map(
          (worker: { javascriptHeap: { usedMemory: number } }) => worker.javascriptHeap.usedMemory,
        ),
      };
    }
    await sleep(100);
  }
  throw new Error('The server wrote no diagnostic report');
}

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;

async function postBomb(baseUrl: string, token: string, bomb: Buffer): Promise<string> {
  const form = new FormData();
  form.append('files', new Blob([new Uint8Array(bomb)], { type: 'application/pdf' }), 'nota.pdf');
  try {
    const response = await fetch(`${baseUrl}/api/${route}`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${token}` },
    });
    return `${response.status} ${await response.text()}`;
  } catch (error) {
    return `network ${(error as Error).message}`;
  }
}

/** What a few people do meanwhile: home, care costs and messages, for `seconds`. */
async function ordinaryLoad(baseUrl: string, tokens: string[], seconds: number): Promise<number> {
  const paths = [
    '/config.json',
    '/api/Policy/GetActivePolicyNumber',
    '/api/Declaration/GetDeclarationsPreview',
    '/api/Document/GetDocumentList',
  ];
  const until = Date.now() + seconds * 1000;
  let requests = 0;
  await Promise.all(
    tokens.map(async (token) => {
      while (Date.now() < until) {
        for (const path of paths) {
          await (
            await fetch(`${baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } })
          ).arrayBuffer();
          requests++;
        }
      }
    }),
  );
  return requests;
}

const bomb = pdfAround(await deflatedZeros(inflatedMb * 1024 * 1024));
const reports = await mkdtemp(join(tmpdir(), 'mijn-bomb-reports-'));
const server = await startServer(port, {
  NODE_OPTIONS: `--report-on-signal --report-signal=SIGUSR2 --report-compact --report-directory=${reports}`,
  ...(process.env.BOMB_SERVER_ENV ? JSON.parse(process.env.BOMB_SERVER_ENV) : {}),
});
try {
  const tokens: string[] = [];
  for (const user of demoUsers.slice(0, 4)) tokens.push(await logIn(server.baseUrl, user));
  const line = async (label: string) => {
    const heaps = await heapsOf(server.pid, reports);
    const workers = heaps.workers.map(mib).join(', ') || 'none';
    console.log(
      `  ${label.padEnd(28)} RSS ${mib(await processRss(server.pid)).padStart(8)}, ` +
        `heap used ${mib(heaps.main).padStart(7)} (workers: ${workers})`,
    );
  };
  console.log(
    `Upload bombs: ${bursts} bursts of ${bombsPerBurst} x ${(bomb.length / 1024).toFixed(0)} KiB ` +
      `(inflating to ${inflatedMb} MB) to ${route}, ${settleMs} ms of rest after each`,
  );
  await line('started, logged in');
  for (let burst = 1; burst <= bursts; burst++) {
    const answers = await Promise.all(
      Array.from({ length: bombsPerBurst }, (_, index) =>
        postBomb(server.baseUrl, tokens[index % tokens.length] ?? '', bomb),
      ),
    );
    const kinds = new Map<string, number>();
    for (const answer of answers) kinds.set(answer, (kinds.get(answer) ?? 0) + 1);
    await sleep(settleMs);
    await line(`after burst ${burst}`);
    for (const [answer, n] of kinds) console.log(`    ${n} x ${answer.slice(0, 100)}`);
  }
  const requests = await ordinaryLoad(server.baseUrl, tokens, ordinarySeconds);
  await line(`after ${ordinarySeconds} s ordinary load`);
  console.log(`    (${requests} ordinary requests)`);
} finally {
  await server.stop();
  await rm(reports, { recursive: true, force: true });
}
