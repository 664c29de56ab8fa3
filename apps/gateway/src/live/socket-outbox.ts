import type { ExecutionResult } from 'graphql';
import WebSocket from 'ws';
import { endingAtOnce } from './ending-at-once.js';
import { RESYNC_CLOSE_CODE } from './resync.js';

/**
 * The most a socket may have waiting to be written (ws `bufferedAmount`) before it is closed with
 * RESYNC_CLOSE_CODE: 1 MiB, some thousands of layout events, beyond what the kernel's own socket
 * buffers already hold. A subscriber that far behind is better served by a refetch than by the
 * backlog, and the gateway's memory stays bounded whatever a client does.
 */
export const MAX_BUFFERED_BYTES = 1_048_576;

const FRAME_END = Buffer.from('}');

/**
 * The `next` frames of one socket's shared subscriptions. They are written as soon as they are
 * ready, without waiting for the socket to drain, so a client that reads slowly holds up only its
 * own bytes, never another subscriber's events; its backlog is bounded by MAX_BUFFERED_BYTES.
 */
export class SocketOutbox {
  constructor(private readonly socket: WebSocket) {}

  /**
   * The graphql-transport-ws `next` message of subscription `id` around a payload already
   * serialised for its whole group, so the payload is copied, not stringified again.
   */
  next(id: string, payload: Buffer): boolean {
    const prefix = Buffer.from(`{"id":${JSON.stringify(id)},"type":"next","payload":`);
    return this.send(Buffer.concat([prefix, payload, FRAME_END]));
  }

  /** Writes a text frame; false once the socket is closing, or is closed now for being too far behind. */
  private send(frame: Buffer): boolean {
    if (this.socket.readyState !== WebSocket.OPEN) return false;
    if (this.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.socket.close(RESYNC_CLOSE_CODE, 'Too far behind: reconnect and refetch');
      return false;
    }
    this.socket.send(frame, { binary: false });
    return true;
  }
}

/**
 * The subscription as graphql-ws iterates it: each result goes to the socket through `send` and
 * nothing is yielded, so graphql-ws neither stringifies the result again nor waits for the socket
 * to drain before the next one. Ends when the results end or `send` reports the socket closing.
 */
export function sentDirectly(
  results: AsyncIterableIterator<ExecutionResult>,
  send: (result: ExecutionResult) => boolean,
): AsyncIterableIterator<ExecutionResult> {
  const iterator: AsyncIterableIterator<ExecutionResult> = endingAtOnce(results, async () => {
    for (;;) {
      const next = await results.next();
      if (next.done) return next;
      if (!send(next.value)) return iterator.return!();
    }
  });
  return iterator;
}
