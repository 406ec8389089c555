import { ApiProperty } from '@nestjs/swagger';

export class MessageResponseDto {
  @ApiProperty({ example: true })
  success: boolean;

  @ApiProperty({ example: "Thanks! We'll get back to you within 24 hours." })
  message: string;
}
