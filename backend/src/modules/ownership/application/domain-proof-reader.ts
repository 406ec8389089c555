/**
 * - `holds`: the file or record holds the token.
 * - `missing`: the site or DNS answered, without the token (or refused the address).
 * - `unreachable`: no answer; a re-check must not change anything on it.
 */
export type DomainCheck = { outcome: 'holds'; where: string } | { outcome: 'missing' | 'unreachable'; reason: string };

/** Fetches the project's /.well-known file through the public-address guard. */
export abstract class WellKnownFileReader {
  abstract check(website: string, token: string): Promise<DomainCheck>;
}

/** A TXT lookup (node:dns/promises resolveTxt in production; tests bind a stub). */
export abstract class DnsTxtResolver {
  /** The host's TXT records, each as its strings; throws an error with a DNS code (ENODATA, ENOTFOUND, ETIMEOUT…). */
  abstract resolveTxt(host: string): Promise<string[][]>;
}
