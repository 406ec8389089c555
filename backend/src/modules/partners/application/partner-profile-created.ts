import { Injectable } from '@nestjs/common';
import { HandlerRegistry } from '../../../common/application/handler-registry';
import type { PartnerProfile } from '../domain/partner-profile';

/**
 * What other modules do when a partner profile is created, without this module knowing them
 * (referrals, which depends on partners, opens the profile's first referral link). Handlers run
 * in the transaction that inserts the profile: a failure undoes both.
 */
export abstract class PartnerProfileCreatedHandler {
  abstract handle(profile: PartnerProfile): Promise<void>;
}

/** The handlers registered by other modules (in their onModuleInit), run in registration order. */
@Injectable()
export class PartnerProfileCreatedHandlers extends HandlerRegistry<[profile: PartnerProfile], void> {}
