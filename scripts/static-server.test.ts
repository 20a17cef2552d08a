/**
 * The static server as its users run it: a child process on a free port, asked over HTTP.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const server = join(import.meta.dirname, 'static-server.mjs');
let dir: string;
const children: ChildProcess[] = [];

/** Starts the server and resolves with its origin once it prints its address. */
function start(args: string[]): Promise<string> {
  const child = spawn(process.execPath, [server, '--port', '0', ...args], { cwd: dir });
  children.push(child);
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /at (http:\/\/127\.0\.0\.1:\d+)\//.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.stderr.on('data', (chunk: Buffer) => reject(new Error(chunk.toString())));
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

/** A raw GET, so paths like `/../x` reach the server unnormalised (fetch would clean them up). */
function get(origin: string, path: string, headers: Record<string, string> = {}, method = 'GET') {
  const url = new URL(origin);
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>(
    (resolve, reject) => {
      const req = request({ host: url.hostname, port: url.port, path, method, headers }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      });
      req.on('error', reject);
      req.end();
    },
  );
}

let site: string;
let spa: string;
let hashed: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'static-server-'));
  mkdirSync(join(dir, 'site/sub'), { recursive: true });
  mkdirSync(join(dir, 'build/chunks'), { recursive: true });
  writeFileSync(join(dir, 'secret.txt'), 'outside the root');
  writeFileSync(join(dir, 'site/index.html'), '<!doctype html><title>home</title>');
  writeFileSync(join(dir, 'site/sub/index.html'), '<!doctype html><title>sub</title>');
  writeFileSync(join(dir, 'site/strict.html'), '<!doctype html><title>strict</title>');
  writeFileSync(join(dir, 'site/app.js'), 'export {};');
  writeFileSync(join(dir, 'site/_headers'), "/strict.html\n  Content-Security-Policy: default-src 'self'\n");
  writeFileSync(join(dir, 'build/chunks/a.js'), 'export const a = 1;');
  symlinkSync(join(dir, 'secret.txt'), join(dir, 'site/link.txt'));
  mkdirSync(join(dir, 'site/assets'));
  writeFileSync(join(dir, 'site/assets/index-D6FmQ8a8.js'), 'export {};');
  writeFileSync(join(dir, 'site/assets/index-D6FmQ8a8.js.map'), '{}');
  writeFileSync(join(dir, 'site/assets/notes.js'), 'export {};');
  site = await start(['--root', 'site', '--mount', '/widgets=build']);
  spa = await start(['--root', 'site', '--spa']);
  hashed = await start(['--root', 'site', '--spa', '--hashed-assets']);
});

afterAll(() => {
  for (const child of children) child.kill();
  rmSync(dir, { recursive: true, force: true });
});

describe('static-server', () => {
  it('serves files with their content types, and index.html for directories', async () => {
    const js = await get(site, '/app.js');
    expect(js.status).toBe(200);
    expect(js.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect((await get(site, '/')).body).toContain('<title>home</title>');
    expect((await get(site, '/sub/')).body).toContain('<title>sub</title>');
  });

  it('serves a mounted directory under its prefix', async () => {
    const chunk = await get(site, '/widgets/chunks/a.js');
    expect(chunk.status).toBe(200);
    expect(chunk.body).toBe('export const a = 1;');
  });

  it('never serves files outside the root, however the path is written', async () => {
    for (const path of [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/..%2fsecret.txt',
      '/widgets/../../secret.txt',
      '/link.txt',
      '/a%00b',
    ]) {
      const response = await get(site, path);
      expect(response.status, path).toBe(404);
      expect(response.body).not.toContain('outside the root');
    }
  });

  it('adds the headers of the _headers file to matching paths only, and does not serve that file', async () => {
    expect((await get(site, '/strict.html')).headers['content-security-policy']).toBe("default-src 'self'");
    expect((await get(site, '/')).headers['content-security-policy']).toBeUndefined();
    expect((await get(site, '/_headers')).status).toBe(404);
  });

  it('falls back to index.html for page requests with --spa, but not for missing assets', async () => {
    expect((await get(spa, '/accounts/42', { accept: 'text/html' })).body).toContain('<title>home</title>');
    expect((await get(site, '/accounts/42', { accept: 'text/html' })).status).toBe(404);
    expect((await get(spa, '/missing.js', { accept: '*/*' })).status).toBe(404);
  });

  it('lets browsers keep content-hashed build files a year with --hashed-assets, and revalidate everything else', async () => {
    const immutable = 'public, max-age=31536000, immutable';
    expect((await get(hashed, '/assets/index-D6FmQ8a8.js')).headers['cache-control']).toBe(immutable);
    expect((await get(hashed, '/assets/index-D6FmQ8a8.js.map')).headers['cache-control']).toBe(immutable);
    // No hash in the name, a page, or a server without the flag: asked again on every use.
    expect((await get(hashed, '/assets/notes.js')).headers['cache-control']).toBe('no-cache');
    expect((await get(hashed, '/app.js')).headers['cache-control']).toBe('no-cache');
    expect((await get(hashed, '/', { accept: 'text/html' })).headers['cache-control']).toBe('no-cache');
    expect((await get(site, '/assets/index-D6FmQ8a8.js')).headers['cache-control']).toBe('no-cache');
  });

  it('answers HEAD without a body and refuses other methods', async () => {
    const head = await get(site, '/app.js', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
    expect((await get(site, '/app.js', {}, 'POST')).status).toBe(405);
  });
});
