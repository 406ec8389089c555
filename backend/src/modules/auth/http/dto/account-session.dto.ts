import { ApiProperty } from '@nestjs/swagger';
import UAParser from 'ua-parser-js';
import type { AccountSession } from '../../domain/account-session';

function nameWithVersion(
  parts: { name?: string; version?: string },
  withVersion: (version: string) => string,
): string | null {
  if (!parts.name) return null;
  return parts.version ? `${parts.name} ${withVersion(parts.version)}` : parts.name;
}

export class AccountSessionDto {
  @ApiProperty({
    example: 'mC3fJ0wq9Zb1mPmvE0cQd9k2LrS4tU6vW8xY0zA1bC2',
    description: 'Names the session for signing it out; not the session cookie, and useless as one.',
  })
  id: string;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Chrome 131',
    description: 'Browser and major version, from the user agent; null when unknown.',
  })
  browser: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Windows 10',
    description: 'Operating system, from the user agent; null when unknown.',
  })
  os: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) …',
    description: 'The user agent the session signed in with.',
  })
  userAgent: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '203.0.113.7',
    description: 'The client address the session signed in from.',
  })
  ipAddress: string | null;

  @ApiProperty({ type: Date, nullable: true, description: 'When the session signed in.' })
  signedInAt: Date | null;

  @ApiProperty({ type: Date, nullable: true, description: 'Last activity, recorded at most every few minutes.' })
  lastSeenAt: Date | null;

  @ApiProperty({ example: false, description: 'True for the session making this request.' })
  current: boolean;

  static from(session: AccountSession): AccountSessionDto {
    const parsed = session.userAgent ? new UAParser(session.userAgent).getResult() : undefined;
    return {
      id: session.id,
      browser: parsed ? nameWithVersion(parsed.browser, (version) => version.split('.')[0]) : null,
      os: parsed ? nameWithVersion(parsed.os, (version) => version) : null,
      userAgent: session.userAgent,
      ipAddress: session.ipAddress,
      signedInAt: session.signedInAt,
      lastSeenAt: session.lastSeenAt,
      current: session.current,
    };
  }
}

export class RevokedSessionsDto {
  @ApiProperty({ example: 2, description: 'How many sessions were signed out.' })
  revoked: number;
}
