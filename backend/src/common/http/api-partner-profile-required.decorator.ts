import { ApiForbiddenResponse } from '@nestjs/swagger';
import { ErrorResponseDto } from '../../kernel/http/error-response.dto';

/** Documents the 403 of the partner tools (referrals, campaigns, article submissions) for callers without a partner profile. */
export function ApiPartnerProfileRequired(): MethodDecorator & ClassDecorator {
  return ApiForbiddenResponse({
    description:
      'The caller has no partner profile yet (create one first), or, for new partner work, it was rejected or revoked',
    type: ErrorResponseDto,
  });
}
