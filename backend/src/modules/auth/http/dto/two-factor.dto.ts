import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { PASSWORD_MAX_LENGTH } from '../../domain/user';
import type { TwoFactorStatus } from '../../domain/two-factor';
import { AuthResponseDto } from './auth-response.dto';

const CODE_MAX_LENGTH = 32;

export class TwoFactorStatusDto {
  @ApiProperty({ example: true, description: 'Whether signing in asks for a code after the password.' })
  enabled: boolean;

  @ApiProperty({ example: 10, description: 'Unused recovery codes (0 while two-factor authentication is off).' })
  recoveryCodesLeft: number;

  @ApiProperty({
    example: false,
    description:
      'True for an admin while the server requires two-factor authentication for admins (ADMIN_REQUIRE_2FA).',
  })
  required: boolean;

  static from(status: TwoFactorStatus): TwoFactorStatusDto {
    return { enabled: status.enabled, recoveryCodesLeft: status.recoveryCodesLeft, required: status.required };
  }
}

export class TwoFactorSetupDto {
  @ApiProperty({
    example: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
    description: 'The shared secret (base32), for typing in by hand.',
  })
  secret: string;

  @ApiProperty({ example: 'otpauth://totp/example.com:ada?secret=JBSWY3DPEHPK3PXP&issuer=example.com' })
  otpauthUri: string;

  @ApiProperty({ example: 'data:image/png;base64,iVBORw0KGgo…', description: 'A PNG QR code of `otpauthUri`.' })
  qrCodeDataUrl: string;
}

export class RecoveryCodesDto {
  @ApiProperty({
    type: [String],
    example: ['k7mqz-3vd9a', 'p2xwe-hn4tc'],
    description: 'Ten single-use recovery codes. Shown this once: only their hashes are kept.',
  })
  recoveryCodes: string[];
}

export class TwoFactorCodeDto {
  @ApiProperty({
    example: '123456',
    maxLength: CODE_MAX_LENGTH,
    description: 'The six-digit code from the authenticator app.',
  })
  @IsString({ message: 'Code must be a string' })
  @IsNotEmpty({ message: 'Code is required' })
  @MaxLength(CODE_MAX_LENGTH, { message: `Code must be at most ${CODE_MAX_LENGTH} characters` })
  code: string;
}

export class TwoFactorLoginCodeDto {
  @ApiProperty({
    example: '123456',
    maxLength: CODE_MAX_LENGTH,
    description: 'The six-digit code from the authenticator app, or one of the recovery codes (which is then used up).',
  })
  @IsString({ message: 'Code must be a string' })
  @IsNotEmpty({ message: 'Code is required' })
  @MaxLength(CODE_MAX_LENGTH, { message: `Code must be at most ${CODE_MAX_LENGTH} characters` })
  code: string;
}

export class TwoFactorConfirmDto extends TwoFactorLoginCodeDto {
  @ApiProperty({ example: 'correct horse battery', format: 'password', maxLength: PASSWORD_MAX_LENGTH })
  @IsString({ message: 'Password must be a string' })
  @IsNotEmpty({ message: 'Password is required' })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: `Password must be at most ${PASSWORD_MAX_LENGTH} characters` })
  password: string;
}

export class LoginResponseDto extends AuthResponseDto {
  @ApiProperty({
    required: false,
    example: true,
    description:
      'Present (true) only when the password was right and the account has two-factor authentication on: nobody is ' +
      'signed in yet; send the code to `POST /api/auth/login/two-factor` within 5 minutes. `user` is null then.',
  })
  twoFactorRequired?: boolean;
}
