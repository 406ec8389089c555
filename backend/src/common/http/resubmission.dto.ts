import { ApiProperty } from '@nestjs/swagger';

/** Whether and when a rejected item may be resubmitted (kernel/lifecycle's reason-code rules). */
export class ResubmissionDto {
  @ApiProperty({ description: 'false: the rejection reason does not allow resubmitting, ever' })
  allowed: boolean;

  @ApiProperty({ type: Date, nullable: true, description: 'From when it may be resubmitted (null when never)' })
  from: Date | null;
}
