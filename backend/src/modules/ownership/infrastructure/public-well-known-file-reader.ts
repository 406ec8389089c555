import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import { publicGet } from '../../../outbound/public-get';
import type { DomainCheck } from '../application/domain-proof-reader';
import { WellKnownFileReader } from '../application/domain-proof-reader';
import { fileHoldsToken, wellKnownUrl } from '../domain/ownership';

const LIMITS = { maxBytes: 4 * 1024, timeoutMs: 5_000, maxRedirects: 3 } as const;

/**
 * Reads https://<website host>/.well-known/chainboost-verification.txt under the webhooks' rule
 * (outbound/: public addresses only, also after each redirect). OWNERSHIP_ALLOW_PRIVATE_TARGETS
 * (tests and local use only) allows http: and local addresses.
 */
@Injectable()
export class PublicWellKnownFileReader extends WellKnownFileReader {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    super();
  }

  async check(website: string, token: string): Promise<DomainCheck> {
    const allowPrivate = this.config.ownership.allowPrivateTargets;
    const url = wellKnownUrl(website, allowPrivate);
    const result = await publicGet(url, { ...LIMITS, allowPrivate, userAgent: 'ChainBoost-Verification/1' });
    if (result.kind === 'unreachable')
      return { outcome: 'unreachable', reason: `${url} did not answer: ${result.reason}` };
    if (result.kind === 'refused') return { outcome: 'missing', reason: `${url} was not fetched: ${result.reason}` };
    if (result.status !== 200) return { outcome: 'missing', reason: `${url} answered ${result.status}` };
    return fileHoldsToken(result.body, token)
      ? { outcome: 'holds', where: url }
      : { outcome: 'missing', reason: `${url} does not hold the token` };
  }
}
