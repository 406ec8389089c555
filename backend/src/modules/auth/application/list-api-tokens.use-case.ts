import { Injectable } from '@nestjs/common';
import type { ApiToken } from '../domain/api-token';
import { ApiTokenRepository } from './api-token.repository';

@Injectable()
export class ListApiTokensUseCase {
  constructor(private readonly tokens: ApiTokenRepository) {}

  execute(userId: number): Promise<ApiToken[]> {
    return this.tokens.listUnrevoked(userId);
  }
}
