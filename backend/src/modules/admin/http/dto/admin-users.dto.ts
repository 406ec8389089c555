import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { KeysetQueryDto } from '../../../../common/http/keyset-page';
import { TrimToUndefined } from '../../../../common/http/trim.transform';
import { ROLES, type Role } from '../../../../kernel/auth/session-user';
import type { AccountSummary } from '../../../auth/domain/account-summary';
import type { PasswordResetLink } from '../../application/administer-users.use-case';

export class UsersQueryDto extends KeysetQueryDto {
  @ApiProperty({ required: false, maxLength: 50, description: 'Part of the username, any letter case.', example: 'ali' })
  @IsOptional()
  @TrimToUndefined()
  @IsString({ message: 'q must be text' })
  @MaxLength(50, { message: 'q must be at most 50 characters' })
  q?: string;

  @ApiProperty({ required: false, enum: ROLES, description: 'Only accounts with this role.' })
  @IsOptional()
  @IsIn(ROLES, { message: `role must be one of ${ROLES.join(', ')}` })
  role?: Role;
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

  static from(account: AccountSummary): AdminUserDto {
    return { ...account, disabled: account.disabledAt !== null };
  }
}

export class PasswordResetLinkDto {
  @ApiProperty({ type: AdminUserDto }) user: AdminUserDto;
  @ApiProperty({ description: 'The single-use link to pass on; shown only in this answer', example: 'https://example.com/reset-password?token=…' })
  link: string;
  @ApiProperty() expiresAt: Date;

  static from(issued: PasswordResetLink): PasswordResetLinkDto {
    return { user: AdminUserDto.from(issued.user), link: issued.link, expiresAt: issued.expiresAt };
  }
}
