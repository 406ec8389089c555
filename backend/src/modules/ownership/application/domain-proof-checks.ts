import { Injectable } from '@nestjs/common';
import { DNS_RECORD_PREFIX, recordsHoldToken, websiteHost } from '../domain/ownership';
import { DnsTxtResolver, WellKnownFileReader, type DomainCheck } from './domain-proof-reader';

/** DNS answers that mean "no such record" (the record is gone), as opposed to "no answer". */
const NO_RECORD_CODES = new Set(['ENODATA', 'ENOTFOUND', 'NXDOMAIN', 'ENONAME']);

/** Whether the project's website (its file, or its domain's TXT record) holds the submission's token. */
@Injectable()
export class DomainProofChecks {
  constructor(
    private readonly files: WellKnownFileReader,
    private readonly dns: DnsTxtResolver,
  ) {}

  wellKnownFile(website: string, token: string): Promise<DomainCheck> {
    return this.files.check(website, token);
  }

  async dnsRecord(website: string, token: string): Promise<DomainCheck> {
    const host = websiteHost(website);
    if (!host) return { outcome: 'missing', reason: 'The submission has no website to check' };
    let records: string[][];
    try {
      records = await this.dns.resolveTxt(host);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? '';
      if (NO_RECORD_CODES.has(code)) return { outcome: 'missing', reason: `${host} has no TXT record` };
      return { outcome: 'unreachable', reason: `The DNS lookup of ${host} failed (${code || 'no answer'})` };
    }
    return recordsHoldToken(records, token)
      ? { outcome: 'holds', where: host }
      : { outcome: 'missing', reason: `No TXT record of ${host} is "${DNS_RECORD_PREFIX}${token}"` };
  }
}
