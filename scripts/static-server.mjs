// A tiny dependency-free static file server for the built front ends and the partner fixture pages.
//
//   node scripts/static-server.mjs --root DIR --port N [--host 127.0.0.1] [--spa]
//        [--mount /widgets=dist/widgets ...] [--headers FILE] [--hashed-assets]
//
// - binds 127.0.0.1 unless --host says otherwise;
// - never serves a file outside the root or a mount (no directory traversal, no symlink escapes);
// - --spa answers unknown paths that look like pages (no file extension, GET/HEAD, accepts HTML) with index.html;
// - extra response headers per path come from a `_headers` file (Netlify's format) in the root, or --headers FILE:
//
//       /strict-csp.html
//         Content-Security-Policy: default-src 'self'; script-src 'self'
//
//   A pattern is an exact path or a prefix ending in `*`. The partner fixtures use it to deliver a strict CSP as a
//   real header, which a `<meta>` tag cannot fully replace;
// - --hashed-assets: Vite's content-hashed build files (HASHED_ASSET) may be kept a year without asking again
//   (`immutable`: a changed file gets a new name); everything else is revalidated on every use (`no-cache`).
import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { readFile, realpath, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, isAbsolute, relative, resolve, sep } from 'node:path';
import process from 'node:process';
import { URL } from 'node:url';

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.pdf': 'application/pdf',
  '.wasm': 'application/wasm',
};

const USAGE =
  'usage: node scripts/static-server.mjs --root DIR --port N [--host 127.0.0.1] [--spa] ' +
  '[--mount /prefix=DIR ...] [--headers FILE] [--hashed-assets]';

/**
 * Vite's content-hashed build files: `assets/name-HASH.js` (and .css, fonts, their maps), the embed entry's
 * `embed-assets/`. A new build names a changed file anew, so a browser keeps these for a year and every page load
 * after the first reads them from its cache (with the code V8 compiled for them) instead of fetching them again.
 */
export const HASHED_ASSET = /^\/(assets|embed-assets)\/[^/]+-[A-Za-z0-9_-]{8}(\.[a-z0-9]+)+$/;
const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';

/** @param {string[]} argv */
export function parseArgs(argv) {
  /** @type {{ root: string | null, port: number, host: string, spa: boolean, mounts: { prefix: string, dir: string }[], headersFile: string | null, hashedAssets: boolean }} */
  const options = {
    root: null,
    port: NaN,
    host: '127.0.0.1',
    spa: false,
    mounts: [],
    headersFile: null,
    hashedAssets: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => {
      const next = argv[++i];
      if (next === undefined) throw new Error(`${arg} needs a value\n${USAGE}`);
      return next;
    };
    if (arg === '--root') options.root = resolve(value());
    else if (arg === '--port') options.port = Number(value());
    else if (arg === '--host') options.host = value();
    else if (arg === '--spa') options.spa = true;
    else if (arg === '--hashed-assets') options.hashedAssets = true;
    else if (arg === '--headers') options.headersFile = resolve(value());
    else if (arg === '--mount') {
      const [prefix, dir] = value().split('=');
      if (!prefix?.startsWith('/') || !dir) throw new Error(`--mount wants /prefix=DIR\n${USAGE}`);
      options.mounts.push({ prefix: prefix.replace(/\/+$/, ''), dir: resolve(dir) });
    } else throw new Error(`unknown option ${arg}\n${USAGE}`);
  }
  if (!options.root) throw new Error(`--root is required\n${USAGE}`);
  if (!Number.isInteger(options.port) || options.port < 0 || options.port > 65535) {
    throw new Error(`--port must be a port number\n${USAGE}`);
  }
  // Longest prefix first, so /widgets/extra beats /widgets.
  options.mounts.sort((a, b) => b.prefix.length - a.prefix.length);
  if (!options.headersFile && existsSync(resolve(options.root, '_headers'))) {
    options.headersFile = resolve(options.root, '_headers');
  }
  return options;
}

/**
 * Parses a `_headers` file: a path pattern on its own line, then indented `Name: value` lines.
 * @param {string} text
 * @returns {{ pattern: string, headers: [string, string][] }[]}
 */
export function parseHeadersFile(text) {
  /** @type {{ pattern: string, headers: [string, string][] }[]} */
  const rules = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] });
      continue;
    }
    const rule = rules.at(-1);
    const colon = line.indexOf(':');
    if (!rule || colon < 0) throw new Error(`_headers: "${line.trim()}" is not under a path or has no colon`);
    rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/**
 * @param {{ pattern: string }} rule
 * @param {string} urlPath
 */
function matches(rule, urlPath) {
  return rule.pattern.endsWith('*') ? urlPath.startsWith(rule.pattern.slice(0, -1)) : rule.pattern === urlPath;
}

/**
 * @param {string} base
 * @param {string} target
 */
function isInside(base, target) {
  const rel = relative(base, target);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel) && !rel.split(sep).includes('..'));
}

/**
 * Maps a URL path to a file, or null when it is not a file inside its base directory.
 * @param {string} base
 * @param {string} urlPath decoded, starting with '/'
 */
async function findFile(base, urlPath) {
  if (urlPath.includes('\0')) return null;
  let candidate = resolve(base, '.' + urlPath);
  if (!isInside(base, candidate)) return null;
  try {
    let info = await stat(candidate);
    if (info.isDirectory()) {
      candidate = resolve(candidate, 'index.html');
      info = await stat(candidate);
    }
    if (!info.isFile()) return null;
    // A symlink inside the root must not lead outside it.
    const [realBase, realFile] = await Promise.all([realpath(base), realpath(candidate)]);
    if (!isInside(realBase, realFile)) return null;
    return { file: realFile, size: info.size };
  } catch {
    return null;
  }
}

/**
 * @typedef {object} ServerExtras
 * @property {Map<string, { contentType: string, body: string }>} [virtualFiles] answers from memory, by exact path
 *   (the portal's /env.json, so two servers on other ports never share a file)
 * @property {(urlPath: string, query: URLSearchParams) => { headers: Record<string, string>, nonce?: string }} [security] per-response headers;
 *   a nonce is also written into the HTML pages' script tags (see scripts/portal-headers.mjs)
 * @property {(html: string, nonce: string) => string} [addNonce]
 * @property {(urlPath: string) => string} [spaPage] the page the --spa fallback answers for a path (default /index.html)
 */

/** @param {ReturnType<typeof parseArgs> & ServerExtras} options */
export function createStaticServer(options) {
  const server = createServer(createStaticHandler(options));
  // Idle keep-alive connections outlive a client's reuse of them (browsers and Playwright keep one about 60 s): with
  // Node's 5 s, a request sent on a connection the server was just closing failed with "socket hang up".
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  return server;
}

/**
 * The request handler of {@link createStaticServer}, for a server that answers some paths itself (the BFF, bff/).
 * @param {ReturnType<typeof parseArgs> & ServerExtras} options
 * @returns {import('node:http').RequestListener}
 */
export function createStaticHandler(options) {
  const root = /** @type {string} */ (options.root);
  const headerRules = options.headersFile ? parseHeadersFile(readFileSync(options.headersFile, 'utf8')) : [];

  return async (request, response) => {
    const send = (/** @type {number} */ status, /** @type {string} */ text) => {
      response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff' });
      response.end(request.method === 'HEAD' ? undefined : text);
    };
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.setHeader('Allow', 'GET, HEAD');
      send(405, 'Method not allowed\n');
      return;
    }

    let urlPath;
    let query;
    try {
      const url = new URL(request.url ?? '/', 'http://localhost');
      urlPath = decodeURIComponent(url.pathname);
      query = url.searchParams;
    } catch {
      send(400, 'Bad request\n');
      return;
    }

    const security = options.security?.(urlPath, query);
    const virtual = options.virtualFiles?.get(urlPath);
    if (virtual) {
      const body = Buffer.from(virtual.body);
      response.writeHead(200, {
        'Content-Type': virtual.contentType,
        'Content-Length': String(body.length),
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
        ...security?.headers,
      });
      response.end(request.method === 'HEAD' ? undefined : body);
      return;
    }

    const mount = options.mounts.find((m) => urlPath === m.prefix || urlPath.startsWith(m.prefix + '/'));
    const base = mount ? mount.dir : root;
    const inBase = mount ? urlPath.slice(mount.prefix.length) || '/' : urlPath;
    const isHeadersFile = !mount && options.headersFile === resolve(root, '_headers') && inBase === '/_headers';

    let found = isHeadersFile ? null : await findFile(base, inBase);
    const wantsPage = !extname(urlPath) && String(request.headers.accept ?? '').includes('text/html');
    if (!found && options.spa && !mount && wantsPage)
      found = await findFile(root, options.spaPage?.(urlPath) ?? '/index.html');
    if (!found) {
      send(404, 'Not found\n');
      return;
    }

    const headers = {
      'Content-Type':
        CONTENT_TYPES[/** @type {keyof typeof CONTENT_TYPES} */ (extname(found.file).toLowerCase())] ??
        'application/octet-stream',
      'Content-Length': String(found.size),
      'Cache-Control': options.hashedAssets && !mount && HASHED_ASSET.test(urlPath) ? HASHED_ASSET_CACHE : 'no-cache',
      'X-Content-Type-Options': 'nosniff',
    };
    for (const rule of headerRules) {
      if (matches(rule, urlPath)) for (const [name, value] of rule.headers) headers[name] = value;
    }
    Object.assign(headers, security?.headers);
    if (security?.nonce && options.addNonce && extname(found.file).toLowerCase() === '.html') {
      const page = Buffer.from(options.addNonce(await readFile(found.file, 'utf8'), security.nonce));
      headers['Content-Length'] = String(page.length);
      // A nonce is per response: the page must never come from a cache.
      headers['Cache-Control'] = 'no-store';
      response.writeHead(200, headers);
      response.end(request.method === 'HEAD' ? undefined : page);
      return;
    }
    response.writeHead(200, headers);
    if (request.method === 'HEAD') {
      response.end();
      return;
    }
    createReadStream(found.file)
      .on('error', () => response.destroy())
      .pipe(response);
  };
}

const isMain = process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename);
if (isMain) {
  let options;
  try {
    options = parseArgs(process.argv.slice(2));
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(2);
  }
  const server = createStaticServer(options);
  server.listen(options.port, options.host, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : options.port;
    const mounts = options.mounts.map((m) => `, ${m.prefix} -> ${relative(process.cwd(), m.dir) || '.'}`).join('');
    process.stdout.write(
      `Serving ${relative(process.cwd(), options.root ?? '.') || '.'}${mounts} at http://${options.host}:${port}/` +
        (options.spa ? ' (SPA fallback)' : '') +
        '\n',
    );
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
}
