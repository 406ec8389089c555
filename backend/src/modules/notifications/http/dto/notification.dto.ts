import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsString, MaxLength, ValidateNested } from 'class-validator';
import type { NotificationPreference } from '../../application/notification-preferences.use-case';
import type { Notification } from '../../domain/notification';
import { NOTIFICATION_KINDS, type NotificationKind } from '../../domain/notification-kind';

const KINDS = Object.keys(NOTIFICATION_KINDS) as NotificationKind[];

export class NotificationDto {
  @ApiProperty({ example: 31 })
  id: number;

  @ApiProperty({ enum: KINDS, example: 'submission-decided' })
  kind: NotificationKind;

  @ApiProperty({ example: 'Your project "Nova Swap" was rejected' })
  title: string;

  @ApiProperty({ example: 'It will not be listed. Admin notes: Please add an audit report.' })
  body: string;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '/submit-project',
    description: 'A path of this site about the thing concerned.',
  })
  link: string | null;

  @ApiProperty({ example: '2026-11-24T10:00:00.000Z' })
  createdAt: Date;

  @ApiProperty({ type: Date, nullable: true, example: null })
  readAt: Date | null;

  static from({ id, kind, title, body, link, createdAt, readAt }: Notification): NotificationDto {
    return { id, kind, title, body, link, createdAt, readAt };
  }
}

export class UnreadCountDto {
  @ApiProperty({ example: 3 })
  count: number;
}

export class MarkedReadDto {
  @ApiProperty({ example: 3, description: 'How many notifications were unread and are now read.' })
  updated: number;
}

export class NotificationPreferenceDto {
  @ApiProperty({ enum: KINDS, example: 'submission-decided' })
  kind: NotificationKind;

  @ApiProperty({ example: 'Decisions on my submissions' })
  label: string;

  @ApiProperty({ example: 'When an admin approves or rejects a project listing or an article you submitted.' })
  description: string;

  @ApiProperty({ example: true, description: 'Whether these also come by email (to a verified address).' })
  email: boolean;

  static from({ kind, label, description, email }: NotificationPreference): NotificationPreferenceDto {
    return { kind, label, description, email };
  }
}

export class PreferenceChangeDto {
  @ApiProperty({ example: 'submission-decided', description: 'A kind from `GET /api/notifications/preferences`.' })
  @IsString({ message: 'kind must be a string' })
  @MaxLength(40, { message: 'kind must be at most 40 characters long' })
  kind: string;

  @ApiProperty({ example: false })
  @IsBoolean({ message: 'email must be true or false' })
  email: boolean;
}

export class SavePreferencesDto {
  @ApiProperty({ type: [PreferenceChangeDto] })
  @IsArray({ message: 'preferences must be an array' })
  @ArrayMaxSize(20, { message: 'preferences must have at most 20 items' })
  @ValidateNested({ each: true })
  @Type(() => PreferenceChangeDto)
  preferences: PreferenceChangeDto[];
}
