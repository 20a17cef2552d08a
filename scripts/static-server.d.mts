/** Types of scripts/static-server.mjs for the TypeScript scripts that start it (bench-mass.ts, bff/main.ts). */
import type { RequestListener, Server } from 'node:http';

export interface StaticServerOptions {
  root: string | null;
  port: number;
  host: string;
  spa: boolean;
  mounts: { prefix: string; dir: string }[];
  headersFile: string | null;
}

/** The answers of a portal server beyond plain files (see the ServerExtras typedef in static-server.mjs). */
export interface StaticServerExtras {
  virtualFiles?: Map<string, { contentType: string; body: string }>;
  security?: (urlPath: string, query: URLSearchParams) => { headers: Record<string, string>; nonce?: string };
  addNonce?: (html: string, nonce: string) => string;
  spaPage?: (urlPath: string) => string;
}

export function parseArgs(argv: readonly string[]): StaticServerOptions;
export function createStaticServer(options: StaticServerOptions & StaticServerExtras): Server;
export function createStaticHandler(options: StaticServerOptions & StaticServerExtras): RequestListener;
