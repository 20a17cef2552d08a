/**
 * The IP privacy check (spec 3 section 7.3, "a privacy check of the client's IP calls an external service"): the
 * sandbox stands in for that service with its table of VPN, proxy, Tor exit and hosting ranges (migration 205).
 */
import type Database from 'better-sqlite3';
import { ipInEntry } from '../../src/core/api/contract/ip-ranges';
import type { IpPrivacyKind } from '../../src/core/api/contract/smart-contracts';

interface RangeRow {
  kind: IpPrivacyKind;
  ip: string;
  to_ip: string;
  provider: string | null;
}

export type IpPrivacy = {
  ip: string;
  private: boolean;
  kind: IpPrivacyKind | null;
  provider: string | null;
};

/** The first range the address lies in, or a plain address. */
export function ipPrivacyOf(db: Database.Database, ip: string): IpPrivacy {
  const ranges = db.prepare('SELECT kind, ip, to_ip, provider FROM ip_privacy_ranges ORDER BY id').all() as RangeRow[];
  const range = ranges.find((row) => ipInEntry(ip, { ip: row.ip, toIp: row.to_ip }));
  return range
    ? { ip, private: true, kind: range.kind, provider: range.provider }
    : { ip, private: false, kind: null, provider: null };
}
