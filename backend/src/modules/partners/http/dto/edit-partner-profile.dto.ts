import { PickType } from '@nestjs/swagger';
import { CreatePartnerProfileDto } from './create-partner-profile.dto';

/**
 * The corrections an owner may make to their application, with the same validation as creating
 * it. The referral code is not among them: it is already a live referral link.
 */
export class EditPartnerProfileDto extends PickType(CreatePartnerProfileDto, [
  'companyName',
  'website',
  'description',
] as const) {}
