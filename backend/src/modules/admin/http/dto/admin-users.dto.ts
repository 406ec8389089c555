import { ApiProperty } from '@nestjs/swagger';
import { getAddress } from 'viem';
import { IsIn, IsOptional } from 'class-validator';
import { ListQueryDto } from '../../../../paging/list-query.dto';
import { ROLES, type Role } from '../../../../kernel/auth/session-user';
import {
  ACCOUNT_STATES,
  TWO_FACTOR_FILTERS,
  type AccountState,
  type AccountSummary,
  type TwoFactorFilter,
} from '../../../auth/domain/account-summary';
import { PARTNER_STATUSES, type PartnerStatus } from '../../../partners/domain/partner-profile';
import type { ListedAccount, PasswordResetLink } from '../../application/administer-users.use-case';

export class UsersQueryDto extends ListQueryDto {
  @ApiProperty({ required: false, enum: ROLES, description: 'Only accounts with this role.' })
  @IsOptional()
  @IsIn(ROLES, { message: `role must be one of ${ROLES.join(', ')}` })
  role?: Role;

  @ApiProperty({ required: false, enum: ACCOUNT_STATES, description: 'Only active or only disabled accounts.' })
  @IsOptional()
  @IsIn(ACCOUNT_STATES, { message: `status must be one of ${ACCOUNT_STATES.join(', ')}` })
  status?: AccountState;

  @ApiProperty({
    required: false,
    enum: TWO_FACTOR_FILTERS,
    description: 'Only accounts with two-factor sign-in on, or only those without it.',
  })
  @IsOptional()
  @IsIn(TWO_FACTOR_FILTERS, { message: `twoFactor must be one of ${TWO_FACTOR_FILTERS.join(', ')}` })
  twoFactor?: TwoFactorFilter;
}

export class AdminUserDto {
  @ApiProperty() id: number;
  @ApiProperty() username: string;
  @ApiProperty({ enum: ROLES }) role: Role;
  @ApiProperty({ type: String, description: 'The account email address, verified or not' }) email: string | null;
  @ApiProperty({ description: 'Whether the address was verified' }) emailVerified: boolean;
  @ApiProperty() createdAt: Date;
  @ApiProperty() disabled: boolean;
  @ApiProperty({ type: Date, description: 'When an admin disabled the account' }) disabledAt: Date | null;
  @ApiProperty({ description: 'Whether two-factor sign-in is on (an authenticator confirmed with a code)' })
  twoFactorEnabled: boolean;
  @ApiProperty({
    type: [String],
    example: ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'],
    description: 'The addresses of its linked wallets, checksummed (EIP-55), oldest first',
  })
  wallets: string[];

  static from(account: AccountSummary): AdminUserDto {
    return {
      ...account,
      wallets: account.wallets.map((address) => getAddress(address)),
      disabled: account.disabledAt !== null,
    };
  }
}

export class AccountPartnerProfileDto {
  @ApiProperty({ description: 'The partner profile id, for `POST /api/admin/partners/{id}/revoke`' }) id: number;
  @ApiProperty({ enum: PARTNER_STATUSES }) status: PartnerStatus;
}

/** A row of the Users tab. */
export class ListedUserDto extends AdminUserDto {
  @ApiProperty({
    type: AccountPartnerProfileDto,
    nullable: true,
    description: "The account's partner profile, if it has one",
  })
  partnerProfile: AccountPartnerProfileDto | null;

  static fromListed(account: ListedAccount): ListedUserDto {
    return { ...AdminUserDto.from(account), partnerProfile: account.partnerProfile };
  }
}

export class PasswordResetLinkDto {
  @ApiProperty({ type: AdminUserDto }) user: AdminUserDto;
  @ApiProperty({
    description: 'The single-use link to pass on; shown only in this answer',
    example: 'https://example.com/reset-password?token=…',
  })
  link: string;
  @ApiProperty() expiresAt: Date;

  static from(issued: PasswordResetLink): PasswordResetLinkDto {
    return { user: AdminUserDto.from(issued.user), link: issued.link, expiresAt: issued.expiresAt };
  }
}
