import { randomUUID } from 'node:crypto';

/**
 * Parts of one HTTP answer that are already GraphQL JSON (a store's layout as the API built it):
 * the executor puts a marker in each one's place, Apollo serialises the rest as usual, and the
 * handler puts the bytes where the markers are. A marker is random per part, so nothing a caller
 * sends can name one.
 */
export class SplicedAnswers {
  private parts: Map<string, Buffer> | undefined;

  /** Holds the bytes for the answer; the string to put in their place. */
  hold(bytes: Buffer): string {
    const marker = `spliced:${randomUUID()}`;
    (this.parts ??= new Map()).set(marker, bytes);
    return marker;
  }

  /** The serialised answer with each held part in its marker's place. */
  splice(body: string): string | Buffer {
    if (!this.parts) return body;
    const pieces: Buffer[] = [];
    let from = 0;
    for (const [at, marker] of this.places(body)) {
      pieces.push(Buffer.from(body.slice(from, at)), this.parts.get(marker)!);
      from = at + marker.length + 2;
    }
    pieces.push(Buffer.from(body.slice(from)));
    return Buffer.concat(pieces);
  }

  /** Where each marker stands in the body, as a JSON string, in the body's order. */
  private places(body: string): [number, string][] {
    return [...this.parts!.keys()]
      .map((marker): [number, string] => [body.indexOf(`"${marker}"`), marker])
      .filter(([at]) => at >= 0)
      .sort(([a], [b]) => a - b);
  }
}
