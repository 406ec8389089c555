import { ApiProperty, OmitType } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { ListQueryDto } from '../../../../paging/list-query.dto';
import {
  LISTING_TYPES,
  PROJECT_SUBMISSION_STATUSES,
  SUBMISSION_CATEGORIES,
  type ListingType,
  type ProjectSubmissionStatus,
  type SubmissionCategory,
} from '../../domain/project-submission';

export class ProjectSubmissionsQueryDto extends ListQueryDto {
  @ApiProperty({ required: false, enum: PROJECT_SUBMISSION_STATUSES, description: 'Only submissions in this status.' })
  @IsOptional()
  @IsIn(PROJECT_SUBMISSION_STATUSES, { message: `status must be one of ${PROJECT_SUBMISSION_STATUSES.join(', ')}` })
  status?: ProjectSubmissionStatus;

  @ApiProperty({ required: false, enum: SUBMISSION_CATEGORIES, description: 'Only this submission category.' })
  @IsOptional()
  @IsIn(SUBMISSION_CATEGORIES, { message: `category must be one of ${SUBMISSION_CATEGORIES.join(', ')}` })
  category?: SubmissionCategory;

  @ApiProperty({ required: false, enum: LISTING_TYPES, description: 'Only this listing tier.' })
  @IsOptional()
  @IsIn(LISTING_TYPES, { message: `listingType must be one of ${LISTING_TYPES.join(', ')}` })
  listingType?: ListingType;
}

export class ProjectSubmissionsExportQueryDto extends OmitType(ProjectSubmissionsQueryDto, [
  'limit',
  'cursor',
] as const) {}
