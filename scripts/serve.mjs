// Serves a built front end on its own origin: `node scripts/serve.mjs portal|partner`.
// - portal: dist/portal as a single-page app on PORTAL_PORT (default 5173), with the portal's security headers
//   (scripts/portal-headers.mjs: a nonce-based CSP with Trusted Types, no framing except /embed/<widget>?brand=<id> by
//   the partner sites registered for that brand (scripts/partner-sites.mjs), HSTS when PORTAL_HTTPS=1 says a TLS proxy
//   is in front) and /env.json answered from memory, telling the portal where the sandbox API is
//   (SANDBOX_PORT): ports can change without a rebuild, and two stacks on other ports never share a file;
// - partner: the partner demo pages (e2e/fixtures/partner) on PARTNER_PORT (default 5174), a different origin,
//   with the widget build mounted at /widgets.
// The builds are read from dist/, or from the folder WALLET_DIST names (a build kept elsewhere; the start script's test).
import { existsSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { partnerOriginsFor, partnerSites } from './partner-sites.mjs';
import { addNonce, createNonce, portalSecurityHeaders } from './portal-headers.mjs';
import { createStaticServer, parseArgs } from './static-server.mjs';

const root = resolve(import.meta.dirname, '..');
const which = process.argv[2];
const sandboxOrigin = `http://127.0.0.1:${process.env.SANDBOX_PORT ?? 4010}`;
const dist = process.env.WALLET_DIST ? resolve(process.env.WALLET_DIST) : resolve(root, 'dist');

function requireBuild(file) {
  if (!existsSync(resolve(dist, file))) {
    console.error(`${resolve(dist, file)} is missing: run "npm run build" first.`);
    process.exit(1);
  }
}

let options;
if (which === 'portal') {
  requireBuild('portal/index.html');
  const https = process.env.PORTAL_HTTPS === '1';
  // Who may frame /embed/<widget>?brand=<id>: the partner sites registered for that brand, the same registry as
  // auth/sei's and nothing else. This server shows every brand on one origin (the sandbox's ?brand= switch), so the
  // embed page's brand is in its query, where the header can follow it; no brand, no framing.
  const partners = partnerSites(process.env);
  options = {
    ...parseArgs([
      '--root',
      resolve(dist, 'portal'),
      '--port',
      process.env.PORTAL_PORT ?? '5173',
      '--spa',
      '--hashed-assets',
    ]),
    virtualFiles: new Map([
      ['/env.json', { contentType: 'application/json; charset=utf-8', body: JSON.stringify({ sandboxOrigin }) }],
    ]),
    security: (path, query) => {
      const nonce = createNonce();
      const embedAncestors = partnerOriginsFor(partners, query.get('brand'));
      return {
        nonce,
        headers: portalSecurityHeaders({ nonce, connectOrigins: [sandboxOrigin], https, path, embedAncestors }),
      };
    },
    addNonce,
    // The embed pages of isolation mode are their own small entry.
    spaPage: (path) => (/^\/embed\/[a-z-]+\/?$/.test(path) ? '/embed.html' : '/index.html'),
  };
} else if (which === 'partner') {
  requireBuild('widgets/wallet-widgets.js');
  options = parseArgs([
    '--root',
    resolve(root, 'e2e/fixtures/partner'),
    '--port',
    process.env.PARTNER_PORT ?? '5174',
    '--mount',
    `/widgets=${resolve(dist, 'widgets')}`,
    // The Vue and React example pages, built against the widgets package (scripts/build-widgets-package.ts).
    '--mount',
    `/examples=${resolve(dist, 'partner-examples')}`,
  ]);
} else {
  console.error('usage: node scripts/serve.mjs portal|partner');
  process.exit(2);
}

const server = createStaticServer(options);
server.listen(options.port, options.host, () => {
  console.log(`Serving ${relative(root, options.root ?? '.') || '.'} at http://${options.host}:${options.port}/`);
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}
