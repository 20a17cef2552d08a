/**
 * The Web Worker that reads and checks a mass payment file off the main thread, so a 10,000-row file never blocks
 * the page. Created by mass-checker.ts (`new Worker(new URL('./mass-worker.ts', import.meta.url), { type: 'module' })`,
 * same origin). Message in: `{ id, kind, file?, text? }`; out: `{ id, result, parseMs }` or `{ id, error }`.
 */
import type { MassKind } from '../api/contract/mass-payments';
import { checkMassText } from './mass-check';

interface CheckRequest {
  id: number;
  kind: MassKind;
  file?: Blob;
  text?: string;
}

interface WorkerScope {
  onmessage: ((event: MessageEvent<CheckRequest>) => void) | null;
  postMessage(message: unknown): void;
}

const scope = globalThis as unknown as WorkerScope;

scope.onmessage = (event) => {
  const { id, kind, file, text } = event.data;
  const started = performance.now();
  const read = text !== undefined ? Promise.resolve(text) : (file ?? new Blob([])).text();
  read.then(
    (content) => scope.postMessage({ id, result: checkMassText(kind, content), parseMs: performance.now() - started }),
    (error: unknown) => scope.postMessage({ id, error: error instanceof Error ? error.message : String(error) }),
  );
};
