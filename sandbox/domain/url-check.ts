/**
 * The URL check behind `POST /service/check-urls` and the URL fields of buttons and PBN settings. Syntax and host
 * rules only: the sandbox has no DNS, so a host name is judged by its form, and IP literals by their range.
 *
 * Refused: anything that is not an absolute http(s) URL, user or password in the URL (they would leak to logs and
 * phishing hides behind them), more than 2048 characters, and hosts a bank must not call or send a payer to:
 * loopback, private, link-local, carrier-grade NAT, unspecified, multicast and reserved IPv4/IPv6 ranges, `localhost`,
 * `*.localhost`, `*.local`, `*.internal`, `*.home.arpa` and single-label names. `allowPrivate` (sandbox config, for
 * tests that point buttons at 127.0.0.1) lets the host rules pass.
 */
import { BUTTON_LIMITS, type UrlCheckResult, type UrlProblem } from '../../src/core/api/contract/merchant-buttons';

export interface UrlCheckOptions {
  allowPrivate: boolean;
}

const PRIVATE_NAME_SUFFIXES = ['.localhost', '.local', '.internal', '.home.arpa', '.lan', '.intranet'];

function ipv4Parts(host: string): number[] | null {
  const parts = host.split('.');
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/.test(part))) return null;
  const numbers = parts.map(Number);
  return numbers.every((value) => value <= 255) ? numbers : null;
}

/** Ranges of RFC 6890 (special-purpose) that are not globally reachable, plus multicast and the limited broadcast. */
function isNonPublicIpv4([a, b]: number[]): boolean {
  if (a === undefined || b === undefined) return true;
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b <= 127) ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 192 && b === 0) ||
    (a === 198 && (b === 18 || b === 19)) ||
    a >= 224
  );
}

/** Expands an IPv6 literal (as the WHATWG URL parser writes it, without brackets) to eight 16-bit groups. */
function ipv6Groups(host: string): number[] | null {
  let text = host.toLowerCase();
  const dotted = /:(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    const v4 = ipv4Parts(dotted[1]);
    if (!v4) return null;
    text = `${text.slice(0, dotted.index)}:${((v4[0] ?? 0) * 256 + (v4[1] ?? 0)).toString(16)}:${((v4[2] ?? 0) * 256 + (v4[3] ?? 0)).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? left.length !== 8 : missing < 1) return null;
  const groups = [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right].map((group) =>
    parseInt(group, 16),
  );
  return groups.length === 8 && groups.every((group) => Number.isInteger(group) && group >= 0 && group <= 0xffff)
    ? groups
    : null;
}

function isNonPublicIpv6(groups: number[]): boolean {
  const [first = 0] = groups;
  const allZeroUntil = (index: number) => groups.slice(0, index).every((group) => group === 0);
  if (allZeroUntil(8)) return true; // ::
  if (allZeroUntil(7) && groups[7] === 1) return true; // ::1
  // IPv4-mapped (::ffff:a.b.c.d): judged by its IPv4 address.
  if (allZeroUntil(5) && groups[5] === 0xffff) {
    const high = groups[6] ?? 0;
    const low = groups[7] ?? 0;
    return isNonPublicIpv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
  }
  return (
    (first & 0xfe00) === 0xfc00 || // unique local fc00::/7
    (first & 0xffc0) === 0xfe80 || // link-local fe80::/10
    (first & 0xff00) === 0xff00 || // multicast
    (first === 0x2001 && groups[1] === 0x0db8) // documentation 2001:db8::/32
  );
}

function hostProblem(hostname: string): UrlProblem | null {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host.startsWith('[') && host.endsWith(']')) {
    const groups = ipv6Groups(host.slice(1, -1));
    return !groups || isNonPublicIpv6(groups) ? 'privateHost' : null;
  }
  const v4 = ipv4Parts(host);
  if (v4) return isNonPublicIpv4(v4) ? 'privateHost' : null;
  if (host === 'localhost' || PRIVATE_NAME_SUFFIXES.some((suffix) => host.endsWith(suffix))) return 'privateHost';
  if (!host.includes('.')) return 'singleLabelHost';
  return null;
}

/** The first problem of a URL, or null when it may be used. */
export function urlProblem(raw: string, options: UrlCheckOptions): UrlProblem | null {
  if (raw.length > BUTTON_LIMITS.urlMax) return 'tooLong';
  const text = raw.trim();
  if (text === '' || /\s/.test(text)) return 'malformed';
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'malformed';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'notHttp';
  if (url.username !== '' || url.password !== '') return 'credentials';
  if (url.hostname === '') return 'malformed';
  if (options.allowPrivate) return null;
  return hostProblem(url.hostname);
}

export function checkUrlList(urls: readonly string[], options: UrlCheckOptions): UrlCheckResult[] {
  return urls.map((url) => {
    const problem = urlProblem(url, options);
    return { url, valid: problem === null, problem };
  });
}
