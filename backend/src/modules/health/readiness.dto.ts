import { ApiProperty } from '@nestjs/swagger';

export class LivenessDto {
  @ApiProperty({ enum: ['ok'], example: 'ok' })
  status: 'ok';
}

export class ReadinessChecksDto {
  @ApiProperty({ enum: ['ok', 'failing'], description: 'The database answers within 2 seconds' })
  database: 'ok' | 'failing';

  @ApiProperty({
    enum: ['ok', 'failing', 'unknown'],
    description: 'Every migration this code knows is applied; unknown while the database does not answer',
  })
  migrations: 'ok' | 'failing' | 'unknown';

  @ApiProperty({ enum: ['ok', 'failing'], description: 'The connection listening for change notifications is up' })
  changeFeed: 'ok' | 'failing';

  @ApiProperty({ description: 'The instance is shutting down: it still serves requests but should get no new ones' })
  draining: boolean;
}

export class ReadinessDto {
  @ApiProperty({ enum: ['ok', 'unavailable'], example: 'ok' })
  status: 'ok' | 'unavailable';

  @ApiProperty({ type: ReadinessChecksDto })
  checks: ReadinessChecksDto;
}
