import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ApiDataResponse } from '../../../common/http/api-data-response.decorator';
import { ok, type ApiSuccess } from '../../../common/http/api-response';
import { ErrorResponseDto } from '../../../kernel/http/error-response.dto';
import { ApiKeysetPage, idPageWindow, KeysetQueryDto, setPageHeaders } from '../../../paging/keyset-page';
import { ParseIdPipe } from '../../../common/http/parse-id.pipe';
import { Roles } from '../../../kernel/auth/roles.decorator';
import { ReadOutboxUseCase } from '../application/read-outbox.use-case';
import { OutboxEntryDto, OutboxMessageDto } from './dto/outbox.dto';

@ApiTags('admin')
@Controller('admin/outbox')
@Roles('admin')
export class AdminOutboxController {
  constructor(private readonly outbox: ReadOutboxUseCase) {}

  @Get()
  @ApiOperation({
    operationId: 'listOutbox',
    summary: 'Mail written to the outbox, newest first',
    description:
      'Admins only. Without `SMTP_URL` every message is written to `DATA_DIR/outbox` instead of being sent; ' +
      'this lists them (recipient, subject, time). Keyset-paged with `limit` and `cursor`.',
  })
  @ApiKeysetPage(OutboxEntryDto)
  async list(
    @Query() query: KeysetQueryDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ApiSuccess<OutboxEntryDto[]>> {
    const { limit, before } = idPageWindow(query);
    const page = await this.outbox.list(limit, before);
    setPageHeaders(request, response, page);
    return ok(page.items.map(OutboxEntryDto.from));
  }

  @Get(':id')
  @ApiOperation({
    operationId: 'getOutboxMessage',
    summary: 'One outbox message with its text and HTML parts',
    description: 'Admins only. The message as written to the outbox, parsed back into its plain-text and HTML parts.',
  })
  @ApiDataResponse(OutboxMessageDto)
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  async read(@Param('id', ParseIdPipe) id: number): Promise<ApiSuccess<OutboxMessageDto>> {
    return ok(OutboxMessageDto.fromMessage(await this.outbox.read(id)));
  }
}
