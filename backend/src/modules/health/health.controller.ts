import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { markExpectedUnavailable } from '../../common/http/request-labels';
import { ReadinessProbe } from './infrastructure/readiness-probe';
import { LivenessDto, ReadinessDto } from './readiness.dto';

export class HealthDto {
  @ApiProperty({ enum: ['ok', 'unavailable'], example: 'ok' })
  status: 'ok' | 'unavailable';
}

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly readiness: ReadinessProbe) {}

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
    if (await this.readiness.databaseAnswers()) return { status: 'ok' };
    response.status(HttpStatus.SERVICE_UNAVAILABLE);
    return { status: 'unavailable' };
  }

  @Get('live')
  @ApiOperation({
    operationId: 'checkLiveness',
    summary: 'Whether the process runs',
    description:
      'Public, no sign-in, for orchestrators (restart the instance when it fails). Always 200 `{ status: ok }` while ' +
      'the process answers HTTP; it does not touch the database.',
  })
  @ApiOkResponse({ description: 'The process runs', type: LivenessDto })
  live(): LivenessDto {
    return { status: 'ok' };
  }

  @Get('ready')
  @ApiOperation({
    operationId: 'checkReadiness',
    summary: 'Whether the instance should get traffic',
    description:
      'Public, no sign-in, for load balancers. 200 when the database answers within 2 seconds, every migration is ' +
      'applied, the change feed is listening and the instance is not shutting down; otherwise 503 with ' +
      '`status: unavailable`. `checks` tells which condition holds in both cases. A shutting-down instance answers 503 ' +
      '(`draining: true`) for `SHUTDOWN_READY_DELAY_MS` while it still serves requests, then stops accepting them.',
  })
  @ApiOkResponse({ description: 'Ready for traffic', type: ReadinessDto })
  @ApiServiceUnavailableResponse({ description: 'Not ready (see `checks`)', type: ReadinessDto })
  async ready(@Res({ passthrough: true }) response: Response): Promise<ReadinessDto> {
    const { ready, checks } = await this.readiness.check();
    if (!ready) response.status(HttpStatus.SERVICE_UNAVAILABLE);
    // Shutting down, the instance is not ready on purpose: no error to log or alert on.
    if (checks.draining) markExpectedUnavailable(response);
    return { status: ready ? 'ok' : 'unavailable', checks };
  }
}
