/**
 * The latest position of each scope, for the most recently active scopes only, so a process that
 * sees many short-lived scopes (upload jobs) keeps bounded memory. A forgotten scope starts over.
 */
export class ScopePositions {
  private readonly latest = new Map<string, number>();

  constructor(private readonly limit = 10_000) {}

  get(scope: string): number | undefined {
    return this.latest.get(scope);
  }

  set(scope: string, position: number): void {
    // Re-inserted, so the Map's order is least recently used first.
    this.latest.delete(scope);
    this.latest.set(scope, position);
    if (this.latest.size > this.limit) this.latest.delete(this.latest.keys().next().value!);
  }

  clear(): void {
    this.latest.clear();
  }
}
