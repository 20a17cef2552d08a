/**
 * Server-rendered pages of the sandbox (outbox, device). They work under a strict CSP: no script at all, a
 * same-origin stylesheet, plain forms.
 */
export const PAGE_CSP =
  "default-src 'none'; style-src 'self'; img-src data:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** A string that is already HTML. Everything else interpolated with `html` is escaped. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

type Interpolation = SafeHtml | string | number | null | undefined | readonly Interpolation[];

function render(value: Interpolation): string {
  if (value === null || value === undefined) return '';
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeHtml(String(value));
}

/** Tagged template that escapes every interpolated value unless it is SafeHtml (or a list of them). */
export function html(strings: TemplateStringsArray, ...values: Interpolation[]): SafeHtml {
  return new SafeHtml(
    strings.reduce((out, part, index) => out + part + (index < values.length ? render(values[index]) : ''), ''),
  );
}

export type SandboxPage = 'home' | 'outbox' | 'device' | 'review' | 'support';

const NAV: { page: SandboxPage; href: string; label: string }[] = [
  { page: 'home', href: '/sandbox', label: 'Overview' },
  { page: 'outbox', href: '/sandbox/outbox', label: 'Outbox' },
  { page: 'device', href: '/sandbox/device', label: 'Device' },
  { page: 'review', href: '/sandbox/review', label: 'Review' },
  { page: 'support', href: '/sandbox/support', label: 'Support desk' },
];

export function layout(page: SandboxPage, title: string, content: SafeHtml): string {
  const nav = NAV.map((item) =>
    item.page === page
      ? html`<li><a href="${item.href}" aria-current="page">${item.label}</a></li>`
      : html`<li><a href="${item.href}">${item.label}</a></li>`,
  );
  const document = html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · Wallet sandbox</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/sandbox/assets/sandbox.css">
</head>
<body>
<a class="skip-link" href="#main">Skip to content</a>
<header class="site-header">
<p class="site-name">Wallet sandbox</p>
<nav aria-label="Sandbox pages"><ul>${nav}</ul></nav>
</header>
<main id="main">
<h1>${title}</h1>
${content}
</main>
</body>
</html>`;
  return document.value;
}

/** The stand-in e-signature page when there is no form to sign: only the envelope's state, said once. */
export function signatureStatusPage(status: string): string {
  return layout('review', 'Electronic signature', html`<p class="status" role="status">${status}</p>`);
}

export function formatTime(iso: string): string {
  return iso.replace('T', ' ').replace(/\.\d+Z$/, ' UTC');
}

export const STYLESHEET = `
:root { color-scheme: light dark; --accent: #1d4ed8; --muted: #555; --border: #ccc; font-family: system-ui, sans-serif; line-height: 1.5; }
@media (prefers-color-scheme: dark) { :root { --accent: #93b4ff; --muted: #bbb; --border: #555; } }
body { margin: 0 auto; max-width: 72rem; padding: 0 1rem 3rem; }
.skip-link { position: absolute; left: -10000px; }
.skip-link:focus { position: static; }
.site-header { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; border-bottom: 1px solid var(--border); }
.site-name { font-weight: 700; }
nav ul { display: flex; gap: 1rem; list-style: none; padding: 0; }
a { color: var(--accent); }
a[aria-current="page"] { font-weight: 700; }
:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
table { border-collapse: collapse; width: 100%; }
caption { text-align: left; font-weight: 600; padding: 0.5rem 0; }
th, td { border-bottom: 1px solid var(--border); padding: 0.4rem 0.5rem; text-align: left; vertical-align: top; }
.code { font-family: ui-monospace, monospace; font-size: 1.25rem; font-weight: 700; letter-spacing: 0.1em; }
.muted { color: var(--muted); }
.filter { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: end; margin-bottom: 1rem; }
.filter label { display: block; font-weight: 600; }
input, button { font: inherit; padding: 0.3rem 0.6rem; }
button { cursor: pointer; }
.actions { display: flex; gap: 0.5rem; }
.actions form { margin: 0; }
.status { padding: 0.5rem 0.75rem; border-left: 4px solid var(--accent); }
.review-form { display: flex; flex-wrap: wrap; gap: 0.25rem; align-items: end; margin: 0 0 0.4rem; }
.review-form label { display: block; font-size: 0.875rem; }
textarea { font: inherit; width: 100%; max-width: 36rem; }
.desk-thread { margin: 0 0 0.5rem; padding-left: 0.5rem; border-left: 3px solid var(--border); white-space: pre-wrap; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
`;
