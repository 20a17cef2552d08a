/** Types of scripts/static-server.mjs for the TypeScript scripts that start it (bench-mass.ts). */
import type { Server } from 'node:http';

export interface StaticServerOptions {
  root: string | null;
  port: number;
  host: string;
  spa: boolean;
  mounts: { prefix: string; dir: string }[];
  headersFile: string | null;
}

export function parseArgs(argv: readonly string[]): StaticServerOptions;
export function createStaticServer(options: StaticServerOptions): Server;
