import { lookup as dnsLookup } from 'node:dns/promises';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import { WebhookTransport, type WebhookRequest } from '../application/webhook-transport';
import type { DeliveryAttemptOutcome } from '../domain/webhook';
import {
  checkedLookup,
  ipLiteral,
  nonPublicAddressKind,
  RefusedAddressError,
} from '../../../outbound/public-address-policy';

const URL_MAX_LENGTH = 2048;
/** Receivers answer with a status; a long body is not read (the log keeps only the status). */
const RESPONSE_BYTES_READ = 64 * 1024;

/**
 * POSTs with node:http(s) and no redirect handling at all (a 3xx is a failed attempt, so a
 * redirect to a private address is never followed). Names are resolved at connection time through
 * `checkedLookup`; IP literals are checked before connecting.
 */
@Injectable()
export class NodeWebhookTransport extends WebhookTransport {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    super();
  }

  private get allowPrivate(): boolean {
    return this.config.webhooks.allowPrivateTargets;
  }

  async refusal(raw: string): Promise<string | null> {
    const syntax = this.syntaxRefusal(raw);
    if (syntax) return syntax;
    const hostname = new URL(raw).hostname;
    if (this.allowPrivate) return null;
    const literal = ipLiteral(hostname);
    if (literal) {
      const kind = nonPublicAddressKind(literal);
      return kind ? `The endpoint may not point to ${literal}: it is ${kind}` : null;
    }
    let addresses: { address: string }[];
    try {
      addresses = await dnsLookup(hostname, { all: true });
    } catch {
      return `The endpoint's host ${hostname} could not be resolved`;
    }
    for (const { address } of addresses) {
      const kind = nonPublicAddressKind(address);
      if (kind) return `The endpoint may not point to ${hostname}: it resolves to ${address}, ${kind}`;
    }
    return null;
  }

  async post(request: WebhookRequest): Promise<DeliveryAttemptOutcome> {
    const refusal = this.syntaxRefusal(request.url);
    if (refusal) return { responseCode: null, error: refusal };
    const url = new URL(request.url);
    const literal = ipLiteral(url.hostname);
    const literalKind = literal && !this.allowPrivate ? nonPublicAddressKind(literal) : null;
    if (literalKind) return { responseCode: null, error: `Refused: ${literal} is ${literalKind}` };
    return this.send(url, request);
  }

  private syntaxRefusal(raw: string): string | null {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      return 'The endpoint must be a full URL such as https://example.com/webhooks';
    }
    if (raw.length > URL_MAX_LENGTH) return `The endpoint URL must be at most ${URL_MAX_LENGTH} characters`;
    const protocols = this.allowPrivate ? ['https:', 'http:'] : ['https:'];
    if (!protocols.includes(url.protocol)) return 'The endpoint must be an https:// URL';
    if (url.username || url.password) return 'The endpoint URL must not contain a user name or password';
    if (!url.hostname) return 'The endpoint URL needs a host';
    return null;
  }

  private send(url: URL, request: WebhookRequest): Promise<DeliveryAttemptOutcome> {
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const timeoutMs = this.config.webhooks.timeoutMs;
    return new Promise((resolve) => {
      let settled = false;
      const finish = (outcome: DeliveryAttemptOutcome) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve(outcome);
      };
      const outgoing = send(
        url,
        {
          method: 'POST',
          headers: {
            ...request.headers,
            'content-length': String(Buffer.byteLength(request.body)),
            'user-agent': 'ChainBoost-Webhooks/1',
          },
          lookup: checkedLookup(this.allowPrivate),
          agent: false,
        },
        (response) => {
          const responseCode = response.statusCode ?? 0;
          let read = 0;
          response.on('data', (chunk: Buffer) => {
            read += chunk.length;
            if (read > RESPONSE_BYTES_READ) response.destroy();
          });
          response.on('close', () => {
            if (responseCode >= 300 && responseCode < 400) {
              finish({ responseCode, error: `Redirects are not followed (${responseCode})` });
            }
            finish({ responseCode, error: null });
          });
        },
      );
      const timer = setTimeout(() => {
        finish({ responseCode: null, error: `No answer within ${timeoutMs} ms` });
        outgoing.destroy();
      }, timeoutMs);
      outgoing.on('error', (error: NodeJS.ErrnoException) => {
        const message =
          error instanceof RefusedAddressError
            ? `Refused: ${error.message}`
            : `Connection failed: ${error.code ?? error.message}`;
        finish({ responseCode: null, error: message });
      });
      outgoing.end(request.body);
    });
  }
}
