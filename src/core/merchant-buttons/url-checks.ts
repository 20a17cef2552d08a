/**
 * Merchant URLs (return, cancel, notify, PBN notify): what the browser can tell on its own, then the server's check
 * (`POST /service/check-urls`), which also judges the host. The server has the last word; the offline check only
 * spares a round trip for what is plainly not a web address.
 */
import type { ApiClient } from '../api/client';
import { BUTTON_LIMITS, checkUrls, type UrlProblem } from '../api/contract/merchant-buttons';

/** The problems the browser can see without asking: not a URL, not http(s), user or password inside, too long. */
export function offlineUrlProblem(text: string): UrlProblem | null {
  if (text.length > BUTTON_LIMITS.urlMax) return 'tooLong';
  const value = text.trim();
  if (/\s/.test(value)) return 'malformed';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'malformed';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'notHttp';
  if (url.username !== '' || url.password !== '') return 'credentials';
  return url.hostname === '' ? 'malformed' : null;
}

/**
 * Asks the server about URLs (empty ones are skipped); answers the problem of each URL that has one, by URL.
 * Throws the ApiError of a failed call, so the caller can offer a retry.
 */
export async function serverUrlProblems(
  api: ApiClient,
  urls: readonly string[],
  signal?: AbortSignal,
): Promise<Map<string, UrlProblem>> {
  const asked = [...new Set(urls.map((url) => url.trim()).filter((url) => url !== ''))];
  const problems = new Map<string, UrlProblem>();
  if (asked.length === 0) return problems;
  const { results } = await api.call(checkUrls, { urls: asked }, { signal });
  for (const result of results) if (!result.valid && result.problem) problems.set(result.url, result.problem);
  return problems;
}
