/**
 * IP addresses and ranges of the IP whitelist (spec 2: "IP whitelist entry: id, ip, toIp"), shared by the client (checks
 * before any call, the lock-out warning) and the sandbox (enforcement on sign-in and on every call). IPv4 in dotted
 * decimal and IPv6 in RFC 4291 text form (with `::` and an embedded IPv4 tail); an IPv4-mapped IPv6 address
 * (`::ffff:127.0.0.1`, how Node reports IPv4 peers on a dual-stack socket) counts as its IPv4 address.
 */

export type IpVersion = 4 | 6;

export interface ParsedIp {
  version: IpVersion;
  /** The address as an unsigned integer (32 bits for IPv4, 128 for IPv6). */
  value: bigint;
}

const IPV4_PART = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;

function parseIpv4(text: string): bigint | null {
  const parts = text.split('.');
  if (parts.length !== 4 || parts.some((part) => !IPV4_PART.test(part))) return null;
  return parts.reduce((value, part) => (value << 8n) | BigInt(Number(part)), 0n);
}

function parseIpv6(text: string): bigint | null {
  if (!/^[0-9a-fA-F:.]+$/.test(text) || text.split('::').length > 2) return null;
  let groups: number[] = [];
  const [head = '', tail] = text.split('::');
  const readGroups = (segment: string): number[] | null => {
    if (segment === '') return [];
    const result: number[] = [];
    const pieces = segment.split(':');
    for (const [index, piece] of pieces.entries()) {
      if (index === pieces.length - 1 && piece.includes('.')) {
        const v4 = parseIpv4(piece);
        if (v4 === null) return null;
        result.push(Number(v4 >> 16n), Number(v4 & 0xffffn));
      } else if (/^[0-9a-fA-F]{1,4}$/.test(piece)) {
        result.push(Number.parseInt(piece, 16));
      } else {
        return null;
      }
    }
    return result;
  };
  const first = readGroups(head);
  if (first === null) return null;
  if (tail === undefined) {
    if (first.length !== 8) return null;
    groups = first;
  } else {
    const last = readGroups(tail);
    if (last === null || first.length + last.length > 7) return null;
    groups = [...first, ...new Array<number>(8 - first.length - last.length).fill(0), ...last];
  }
  return groups.reduce((value, group) => (value << 16n) | BigInt(group), 0n);
}

const IPV4_MAPPED_PREFIX = 0xffffn << 32n;

/** Parses an address; null when it is neither IPv4 nor IPv6. IPv4-mapped IPv6 addresses become IPv4. */
export function parseIp(text: string): ParsedIp | null {
  const trimmed = text.trim();
  const v4 = parseIpv4(trimmed);
  if (v4 !== null) return { version: 4, value: v4 };
  const v6 = parseIpv6(trimmed);
  if (v6 === null) return null;
  if (v6 >> 32n === IPV4_MAPPED_PREFIX >> 32n) return { version: 4, value: v6 & 0xffffffffn };
  return { version: 6, value: v6 };
}

export function isIpAddress(text: string): boolean {
  return parseIp(text) !== null;
}

export type IpRangeProblem = 'invalidStart' | 'invalidEnd' | 'mixedVersions' | 'startAfterEnd';

/** Why a single address or a range cannot be saved, or null when it can. */
export function ipRangeProblem(ip: string, toIp?: string | null): IpRangeProblem | null {
  const start = parseIp(ip);
  if (!start) return 'invalidStart';
  if (toIp === undefined || toIp === null || toIp.trim() === '') return null;
  const end = parseIp(toIp);
  if (!end) return 'invalidEnd';
  if (end.version !== start.version) return 'mixedVersions';
  return start.value > end.value ? 'startAfterEnd' : null;
}

/** Whether an address lies in an entry: equal to `ip`, or between `ip` and `toIp` inclusive. */
export function ipInEntry(address: string, entry: { ip: string; toIp?: string | null | undefined }): boolean {
  const target = parseIp(address);
  const start = parseIp(entry.ip);
  if (!target || !start || target.version !== start.version) return false;
  const end = entry.toIp ? parseIp(entry.toIp) : start;
  if (!end || end.version !== start.version) return false;
  return target.value >= start.value && target.value <= end.value;
}

/** Whether any entry of the list lets the address in. */
export function ipAllowedBy(
  address: string,
  entries: readonly { ip: string; toIp?: string | null | undefined }[],
): boolean {
  return entries.some((entry) => ipInEntry(address, entry));
}
