import { ApiProperty } from '@nestjs/swagger';
import { ROLES, type Role } from '../../domain/user';

export class SessionUserDto {
  @ApiProperty({ example: 1 })
  id: number;

  @ApiProperty({ example: 'satoshi' })
  username: string;

  @ApiProperty({ enum: ROLES, example: 'user' })
  role: Role;
}

export class AuthResponseDto {
  @ApiProperty({ example: true })
  success: boolean;

  @ApiProperty({ example: 'Logged in' })
  message: string;

  @ApiProperty({ type: SessionUserDto })
  user: SessionUserDto | null;
}
