import { ApiProperty } from '@nestjs/swagger';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { QueryInteger } from '../../../../common/http/query-integer.transform';

export class PageQueryDto {
  @ApiProperty({ minimum: 1, maximum: 10_000, default: 1 })
  @IsOptional()
  @QueryInteger()
  @IsInt({ message: 'page must be a whole number' })
  @Min(1, { message: 'page must be at least 1' })
  @Max(10_000, { message: 'page must be at most 10000' })
  page?: number;

  @ApiProperty({ minimum: 1, maximum: 100, default: 20 })
  @IsOptional()
  @QueryInteger()
  @IsInt({ message: 'pageSize must be a whole number' })
  @Min(1, { message: 'pageSize must be at least 1' })
  @Max(100, { message: 'pageSize must be at most 100' })
  pageSize?: number;
}
