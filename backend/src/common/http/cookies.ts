import type { Request } from 'express';

/** Reads one cookie without a cookie-parser middleware (only the referral link and signup need cookies). */
export function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1 || part.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(separator + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** Every cookie of the request, by name, read as readCookie reads one (the first of a name wins). */
export function readCookies(request: Request): Map<string, string> {
  const cookies = new Map<string, string>();
  const seen = new Set<string>();
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    const name = part.slice(0, separator).trim();
    if (seen.has(name)) continue;
    seen.add(name);
    try {
      cookies.set(name, decodeURIComponent(part.slice(separator + 1).trim()));
    } catch {
      // Undecodable: as if absent.
    }
  }
  return cookies;
}
