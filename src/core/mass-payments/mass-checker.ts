/**
 * Checks mass payment files in a Web Worker (mass-worker.ts) when the browser has workers, else on the calling
 * thread (tests, very old webviews). One worker per checker, ended by `dispose()`; answers are matched to requests
 * by id, so a newer file cannot be overtaken by an older one's result.
 */
import type { MassKind } from '../api/contract/mass-payments';
import { checkMassText, type MassCheckResult } from './mass-check';

export interface MassCheckOutcome {
  result: MassCheckResult;
  /** Time spent reading and checking (ms), measured where it ran. */
  parseMs: number;
}

export interface MassChecker {
  check(kind: MassKind, input: Blob | string): Promise<MassCheckOutcome>;
  dispose(): void;
}

interface WorkerAnswer {
  id: number;
  result?: MassCheckResult;
  parseMs?: number;
  error?: string;
}

async function checkHere(kind: MassKind, input: Blob | string): Promise<MassCheckOutcome> {
  const text = typeof input === 'string' ? input : await input.text();
  const started = performance.now();
  const result = checkMassText(kind, text);
  return { result, parseMs: performance.now() - started };
}

export function createMassChecker(): MassChecker {
  let worker: Worker | null = null;
  let nextId = 1;
  const waiting = new Map<number, { resolve: (outcome: MassCheckOutcome) => void; reject: (error: Error) => void }>();

  function workerOf(): Worker | null {
    if (typeof Worker === 'undefined') return null;
    if (!worker) {
      // Same-origin module worker, created the standard Vite way (the portal's CSP allows 'self' workers).
      worker = new Worker(new URL('./mass-worker.ts', import.meta.url), { type: 'module', name: 'mass-payment-check' });
      worker.onmessage = (event: MessageEvent<WorkerAnswer>) => {
        const answer = event.data;
        const pending = waiting.get(answer.id);
        if (!pending) return;
        waiting.delete(answer.id);
        if (answer.result) pending.resolve({ result: answer.result, parseMs: answer.parseMs ?? 0 });
        else pending.reject(new Error(answer.error ?? 'The file could not be read'));
      };
      worker.onerror = (event) => {
        event.preventDefault();
        for (const pending of waiting.values()) pending.reject(new Error(event.message || 'The file checker stopped'));
        waiting.clear();
        worker?.terminate();
        worker = null;
      };
    }
    return worker;
  }

  return {
    check(kind, input) {
      const target = workerOf();
      if (!target) return checkHere(kind, input);
      const id = nextId++;
      return new Promise<MassCheckOutcome>((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        target.postMessage(typeof input === 'string' ? { id, kind, text: input } : { id, kind, file: input });
      });
    },
    dispose() {
      worker?.terminate();
      worker = null;
      for (const pending of waiting.values()) pending.reject(new Error('disposed'));
      waiting.clear();
    },
  };
}
