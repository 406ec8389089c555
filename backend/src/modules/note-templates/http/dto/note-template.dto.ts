import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength, MinLength, ValidateIf } from 'class-validator';
import { ListQueryDto } from '../../../../paging/list-query.dto';
import { Trim } from '../../../../common/http/trim.transform';
import { REASON_CODES, type ReasonCode } from '../../../../kernel/lifecycle/reason-code';
import {
  NOTE_TEMPLATE_BODY_MAX_LENGTH as BODY_MAX,
  NOTE_TEMPLATE_LABEL_MAX_LENGTH as LABEL_MAX,
} from '../../domain/note-template';

const REASON_MESSAGE = `reasonCode must be one of ${REASON_CODES.join(', ')}, or null`;

export class NoteTemplatesQueryDto extends ListQueryDto {}

export class CreateNoteTemplateDto {
  @ApiProperty({
    minLength: 1,
    maxLength: LABEL_MAX,
    example: 'Missing audit report',
    description: 'Unique, whatever the letter case.',
  })
  @Trim()
  @IsString({ message: 'label must be text' })
  @MinLength(1, { message: 'label must not be empty' })
  @MaxLength(LABEL_MAX, { message: `label must be at most ${LABEL_MAX} characters` })
  label: string;

  @ApiPropertyOptional({
    enum: REASON_CODES,
    nullable: true,
    description: 'The reason code the template fills in; null or absent for none.',
  })
  @IsOptional()
  @IsIn(REASON_CODES, { message: REASON_MESSAGE })
  reasonCode?: ReasonCode | null;

  @ApiProperty({
    minLength: 1,
    maxLength: BODY_MAX,
    example: 'Please add the audit report and resubmit.',
    description: 'The note.',
  })
  @Trim()
  @IsString({ message: 'body must be text' })
  @MinLength(1, { message: 'body must not be empty' })
  @MaxLength(BODY_MAX, { message: `body must be at most ${BODY_MAX} characters` })
  body: string;
}

export class UpdateNoteTemplateDto {
  @ApiPropertyOptional({ minLength: 1, maxLength: LABEL_MAX })
  @IsOptional()
  @Trim()
  @IsString({ message: 'label must be text' })
  @MinLength(1, { message: 'label must not be empty' })
  @MaxLength(LABEL_MAX, { message: `label must be at most ${LABEL_MAX} characters` })
  label?: string;

  @ApiPropertyOptional({ enum: REASON_CODES, nullable: true, description: 'null removes the reason code.' })
  @ValidateIf((_dto, value) => value !== undefined && value !== null)
  @IsIn(REASON_CODES, { message: REASON_MESSAGE })
  reasonCode?: ReasonCode | null;

  @ApiPropertyOptional({ minLength: 1, maxLength: BODY_MAX })
  @IsOptional()
  @Trim()
  @IsString({ message: 'body must be text' })
  @MinLength(1, { message: 'body must not be empty' })
  @MaxLength(BODY_MAX, { message: `body must be at most ${BODY_MAX} characters` })
  body?: string;
}

export class NoteTemplateDto {
  @ApiProperty() id: number;
  @ApiProperty({ maxLength: LABEL_MAX }) label: string;
  @ApiProperty({ enum: REASON_CODES, nullable: true, type: String }) reasonCode: ReasonCode | null;
  @ApiProperty({ maxLength: BODY_MAX }) body: string;
  @ApiProperty() createdAt: Date;
  @ApiProperty() updatedAt: Date;
}
