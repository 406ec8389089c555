import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { checkedLookup, ipLiteral, nonPublicAddressKind, RefusedAddressError } from './public-address-policy';

export interface PublicGetOptions {
  /** Local testing only: http: and loopback or private addresses are allowed. */
  allowPrivate: boolean;
  maxBytes: number;
  timeoutMs: number;
  maxRedirects: number;
  userAgent: string;
}

/**
 * - `answered`: the server answered (any status) with at most `maxBytes` of body.
 * - `refused`: the URL (or a redirect) points where this server may not go, or breaks a limit.
 * - `unreachable`: no answer (DNS, connection, timeout): the check has not failed, it has not finished.
 */
export type PublicGetResult =
  | { kind: 'answered'; status: number; body: string; url: string }
  | { kind: 'refused'; reason: string }
  | { kind: 'unreachable'; reason: string };

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/**
 * A GET of a URL someone else chose, under the same rule as the webhooks: public addresses only
 * (names resolved once, at connection time, through `checkedLookup`, so DNS rebinding cannot slip
 * a private address in), redirects followed by hand so every hop is checked again, a size and a
 * time limit. node:http rather than fetch: fetch follows redirects without a hook per hop and
 * takes no `lookup`.
 */
export async function publicGet(raw: string, options: PublicGetOptions): Promise<PublicGetResult> {
  let url = raw;
  for (let hop = 0; hop <= options.maxRedirects; hop += 1) {
    const refusal = targetRefusal(url, options.allowPrivate);
    if (refusal) return { kind: 'refused', reason: refusal };
    const result = await getOnce(new URL(url), options);
    if (result.kind !== 'redirect') return result;
    url = new URL(result.location, url).toString();
  }
  return { kind: 'refused', reason: `More than ${options.maxRedirects} redirects` };
}

/** Why this URL may not be fetched, or null. */
export function targetRefusal(raw: string, allowPrivate: boolean): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return `${raw} is not a URL`;
  }
  const protocols = allowPrivate ? ['https:', 'http:'] : ['https:'];
  if (!protocols.includes(url.protocol)) return `${url.origin} is not an https:// address`;
  if (url.username || url.password) return 'The address must not contain a user name or password';
  const literal = ipLiteral(url.hostname);
  const kind = literal && !allowPrivate ? nonPublicAddressKind(literal) : null;
  return kind ? `${literal} is ${kind}` : null;
}

type OnceResult = PublicGetResult | { kind: 'redirect'; location: string };

function getOnce(url: URL, options: PublicGetOptions): Promise<OnceResult> {
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: OnceResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const outgoing = send(
      url,
      {
        method: 'GET',
        headers: { 'user-agent': options.userAgent, accept: 'text/plain' },
        lookup: checkedLookup(options.allowPrivate),
        agent: false,
      },
      (response: IncomingMessage) => {
        const status = response.statusCode ?? 0;
        const location = response.headers.location;
        if (REDIRECT_STATUSES.has(status) && location) {
          response.destroy();
          return finish({ kind: 'redirect', location });
        }
        const chunks: Buffer[] = [];
        let read = 0;
        response.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > options.maxBytes) {
            response.destroy();
            finish({ kind: 'refused', reason: `The answer is larger than ${options.maxBytes} bytes` });
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () =>
          finish({ kind: 'answered', status, body: Buffer.concat(chunks).toString('utf8'), url: url.toString() }),
        );
        response.on('error', (error) => finish({ kind: 'unreachable', reason: error.message }));
      },
    );
    const timer = setTimeout(() => {
      finish({ kind: 'unreachable', reason: `No answer within ${options.timeoutMs} ms` });
      outgoing.destroy();
    }, options.timeoutMs);
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      if (error instanceof RefusedAddressError) return finish({ kind: 'refused', reason: error.message });
      finish({ kind: 'unreachable', reason: `${url.host}: ${error.code ?? error.message}` });
    });
    outgoing.end();
  });
}
