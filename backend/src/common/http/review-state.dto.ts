import { ApiProperty } from '@nestjs/swagger';

/** Who holds a pending item's claim and since when. */
export class ClaimHolderDto {
  @ApiProperty({ example: 'admin' }) username: string;
  @ApiProperty() claimedAt: Date;
}

/** What each pending item of an admin queue carries beside its own fields. */
export class ReviewStateDto {
  @ApiProperty({
    example: 48,
    description: "The queue's target review time in hours (by listing type for project submissions)",
  })
  reviewTargetHours: number;

  @ApiProperty({ description: 'Waiting longer than the target, as of this answer' })
  overdue: boolean;

  @ApiProperty({
    type: ClaimHolderDto,
    nullable: true,
    description: 'The admin reviewing it now (a claim that has not lapsed), or null',
  })
  claimedBy: ClaimHolderDto | null;
}
