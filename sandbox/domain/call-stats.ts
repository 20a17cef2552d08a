/** Counts calls per contract operation, so tests can assert "exactly one refresh". */
export class CallStats {
  private readonly counts = new Map<string, number>();

  record(operation: string): void {
    this.counts.set(operation, (this.counts.get(operation) ?? 0) + 1);
  }

  snapshot(): Record<string, number> {
    return Object.fromEntries([...this.counts].sort(([a], [b]) => a.localeCompare(b)));
  }

  clear(): void {
    this.counts.clear();
  }
}
