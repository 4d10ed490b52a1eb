// The image's HEALTHCHECK: exit 0 when the server on PORT answers /health/live, 1 otherwise.
// Plain JavaScript with Node's own fetch: the slim image has neither curl nor wget.
const port = process.env.PORT ?? '8080';
try {
  const answer = await fetch(`http://127.0.0.1:${port}/health/live`, { signal: AbortSignal.timeout(2_000) });
  process.exit(answer.ok ? 0 : 1);
} catch {
  process.exit(1);
}
