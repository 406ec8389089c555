import { ApiProperty } from '@nestjs/swagger';

export class FieldErrorDto {
  @ApiProperty({ example: 'username' })
  field: string;

  @ApiProperty({ type: [String], example: ['Username must be at least 3 characters'] })
  messages: string[];
}

export class ErrorResponseDto {
  @ApiProperty({ example: false })
  success: boolean;

  @ApiProperty({ example: 'Username must be at least 3 characters' })
  message: string;

  @ApiProperty({ type: [FieldErrorDto] })
  errors?: FieldErrorDto[];
}
