import { resolveTxt } from 'node:dns/promises';
import { Injectable } from '@nestjs/common';
import { DnsTxtResolver } from '../application/domain-proof-reader';

@Injectable()
export class NodeDnsTxtResolver extends DnsTxtResolver {
  resolveTxt(host: string): Promise<string[][]> {
    return resolveTxt(host);
  }
}
