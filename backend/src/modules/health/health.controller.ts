import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { DataSource } from 'typeorm';

export class HealthDto {
  @ApiProperty({ enum: ['ok', 'unavailable'], example: 'ok' })
  status: 'ok' | 'unavailable';
}

const CHECK_TIMEOUT_MS = 2_000;

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly dataSource: DataSource) {}

  @Get()
  @ApiOperation({
    operationId: 'checkHealth',
    summary: 'Liveness and database reachability',
    description:
      'Public, no sign-in, for load balancers and monitoring. 200 `{ status: ok }` when the server answers and the ' +
      'database answers within 2 seconds; otherwise 503 `{ status: unavailable }`.',
  })
  @ApiOkResponse({ description: 'Server and database are up', type: HealthDto })
  @ApiServiceUnavailableResponse({ description: 'The database does not answer', type: HealthDto })
  async check(@Res({ passthrough: true }) response: Response): Promise<HealthDto> {
    if (await this.databaseAnswers()) return { status: 'ok' };
    response.status(HttpStatus.SERVICE_UNAVAILABLE);
    return { status: 'unavailable' };
  }

  private async databaseAnswers(): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS);
    });
    const query = this.dataSource.query('SELECT 1').then(
      () => true,
      () => false,
    );
    try {
      return await Promise.race([query, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }
}
