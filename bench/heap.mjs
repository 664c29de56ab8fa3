// The peak JavaScript heap of a Chromium page and its workers, read over the DevTools protocol:
// Playwright's own sessions cannot address a dedicated worker, so this one attaches to every target
// itself (flat sessions) and asks each page and worker for Runtime.getHeapUsage.
import WebSocket from 'ws';

const SAMPLE_EVERY_MS = 20;
// A busy worker answers between its tasks' steps; on a loaded machine that can take a while.
const ANSWER_WITHIN_MS = 2000;

/** The Chromium flags that open the protocol on `port` for heapWatch; launch with them added. */
export const debuggingPort = (port) => `--remote-debugging-port=${port}`;

/**
 * Connects to the browser launched with debuggingPort(`port`); `peakDuring(work)` runs `work`
 * while sampling, and resolves to its result and the largest sum of the used heaps of pages and
 * workers seen meanwhile, in bytes.
 */
export async function heapWatch(port) {
  const { webSocketDebuggerUrl } = await (await fetch(`http://127.0.0.1:${port}/json/version`)).json();
  const socket = new WebSocket(webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  let nextId = 0;
  const waiting = new Map();
  const send = (method, params = {}, sessionId) =>
    new Promise((resolve, reject) => {
      const id = ++nextId;
      waiting.set(id, { resolve, reject });
      socket.send(JSON.stringify({ id, method, params, sessionId }));
    });
  const autoAttach = (sessionId) =>
    send(
      'Target.setAutoAttach',
      { autoAttach: true, waitForDebuggerOnStart: false, flatten: true },
      sessionId,
    );
  /** The sessions of the pages and workers, which have a heap to ask for. */
  const heaps = new Set();
  socket.on('message', (raw) => {
    const message = JSON.parse(raw.toString());
    if (message.id) {
      const call = waiting.get(message.id);
      waiting.delete(message.id);
      return message.error ? call.reject(new Error(message.error.message)) : call.resolve(message.result);
    }
    const { sessionId, targetInfo } = message.params ?? {};
    if (message.method === 'Target.attachedToTarget' && ['page', 'worker'].includes(targetInfo.type)) {
      heaps.add(sessionId);
      // A page's workers attach through the page's own session.
      if (targetInfo.type === 'page') autoAttach(sessionId).catch(() => heaps.delete(sessionId));
    } else if (message.method === 'Target.detachedFromTarget') heaps.delete(sessionId);
  });
  await autoAttach();

  /**
   * A target's used heap. One that does not answer in time keeps its last size: a session of a
   * worker that ended may never answer, and a busy worker answers late.
   */
  const lastSize = new Map();
  const usedBy = (sessionId) =>
    Promise.race([
      send('Runtime.getHeapUsage', {}, sessionId).then(
        (usage) => {
          lastSize.set(sessionId, usage.usedSize);
          return usage.usedSize;
        },
        () => 0,
      ),
      new Promise((resolve) => setTimeout(() => resolve(lastSize.get(sessionId) ?? 0), ANSWER_WITHIN_MS)),
    ]);
  const usedNow = async () => {
    const sizes = await Promise.all([...heaps].map(usedBy));
    return sizes.reduce((sum, size) => sum + size, 0);
  };

  return {
    async peakDuring(work) {
      let peak = await usedNow();
      let sampling = true;
      const sampler = (async () => {
        while (sampling) {
          peak = Math.max(peak, await usedNow());
          await new Promise((resolve) => setTimeout(resolve, SAMPLE_EVERY_MS));
        }
      })();
      try {
        const result = await work();
        sampling = false;
        await sampler;
        return { result, peak };
      } finally {
        sampling = false;
      }
    },
    close: () => socket.close(),
  };
}
