// A proxy that holds every request for a fixed time before passing it on, so a benchmark can put a
// network's latency between two processes on one machine; with DELAY_MS 0 it passes each request on at
// once, an HTTP hop that does no work of its own. Run: node delay-proxy.mjs PORT TARGET DELAY_MS
import { createServer } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { Pool } from 'undici';

const [port, target, delayMs] = process.argv.slice(2);
const pool = new Pool(target, { connections: 64, keepAliveTimeout: 30_000 });
// Hop-by-hop headers belong to each connection, not to the request passed on.
const HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'host', 'upgrade']);
const endToEnd = (headers) => Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP.has(name)));

createServer(async (request, response) => {
  const chunks = [];
  for await (const chunk of request) chunks.push(chunk);
  if (Number(delayMs) > 0) await sleep(Number(delayMs));
  try {
    const answer = await pool.request({
      method: request.method,
      path: request.url,
      headers: endToEnd(request.headers),
      body: chunks.length ? Buffer.concat(chunks) : undefined,
    });
    const body = Buffer.from(await answer.body.arrayBuffer());
    response.writeHead(answer.statusCode, endToEnd(answer.headers)).end(body);
  } catch (error) {
    response.writeHead(502).end(String(error));
  }
}).listen(Number(port), '127.0.0.1', () => process.send?.('listening'));
