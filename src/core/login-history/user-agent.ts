/**
 * A readable name for the device of a sign-in, from its user agent ("Chrome on Windows"), so a customer can tell
 * their own sign-ins from someone else's. Only the common browsers and systems are told apart; anything else is
 * 'other' and the screen shows the raw user agent on demand.
 */

export type BrowserName = 'Edge' | 'Opera' | 'Samsung Internet' | 'Firefox' | 'Chrome' | 'Safari' | 'WalletApp';
export type SystemName = 'Windows' | 'macOS' | 'iOS' | 'iPadOS' | 'Android' | 'ChromeOS' | 'Linux';

export interface DeviceDescription {
  browser: BrowserName | null;
  system: SystemName | null;
  mobile: boolean;
}

// Order matters: Edge, Opera and Samsung Internet also say "Chrome", and Chrome also says "Safari".
const BROWSERS: readonly (readonly [BrowserName, RegExp])[] = [
  ['WalletApp', /\bWalletApp\//],
  ['Edge', /\bEdg(?:e|A|iOS)?\//],
  ['Opera', /\b(?:OPR|Opera)\//],
  ['Samsung Internet', /\bSamsungBrowser\//],
  ['Firefox', /\b(?:Firefox|FxiOS)\//],
  ['Chrome', /(?:\bHeadless|\b)Chrome\/|\bCriOS\/|\bChromium\//],
  ['Safari', /\bVersion\/[\d.]+.*\bSafari\//],
];

const SYSTEMS: readonly (readonly [SystemName, RegExp])[] = [
  ['iPadOS', /\biPad\b/],
  ['iOS', /\b(?:iPhone|iPod)\b/],
  ['Android', /\bAndroid\b/],
  ['ChromeOS', /\bCrOS\b/],
  ['Windows', /\bWindows\b/],
  ['macOS', /\bMac OS X\b|\bMacintosh\b/],
  ['Linux', /\bLinux\b/],
];

export function describeUserAgent(userAgent: string | null | undefined): DeviceDescription {
  const agent = userAgent ?? '';
  const browser = BROWSERS.find(([, pattern]) => pattern.test(agent))?.[0] ?? null;
  const system = SYSTEMS.find(([, pattern]) => pattern.test(agent))?.[0] ?? null;
  return { browser, system, mobile: /\bMobile\b|\biPhone\b|\bAndroid\b.*\bMobile\b/.test(agent) || system === 'iOS' };
}
