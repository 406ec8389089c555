import { Controller, Get, Header, Query, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags, OmitType } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Roles } from '../../../kernel/auth/roles.decorator';
import { ok, type ApiSuccess } from '../../../common/http/api-response';
import { ApiKeysetPage, setListHeaders } from '../../../paging/keyset-page';
import { listWindow } from '../../../paging/list-query.dto';
import { ReadInboxUseCase } from '../application/read-inbox.use-case';
import { ReadModerationQueueUseCase } from '../application/read-moderation-queue.use-case';
import { AuditEntryDto, ContactMessageViewDto, SubscriberViewDto } from './dto/moderation-views.dto';
import { AuditQueryDto, ContactMessagesQueryDto, SubscribersQueryDto } from './dto/page-query.dto';

const PAGING =
  ' Keyset-paged (`limit`, `cursor` from the `Link` header; total in `X-Total-Count`); `sort` newest (default) or ' +
  'oldest; `from`/`to` (YYYY-MM-DD, inclusive, UTC) on the creation day.';
const EXPORT =
  ' Takes the same `q`, filters and `sort` as the list and exports everything they match (no paging). ' +
  'Cells that a spreadsheet would run as a formula are neutralised.';

class AuditExportQueryDto extends OmitType(AuditQueryDto, ['limit', 'cursor'] as const) {}
class ContactMessagesExportQueryDto extends OmitType(ContactMessagesQueryDto, ['limit', 'cursor'] as const) {}
class SubscribersExportQueryDto extends OmitType(SubscribersQueryDto, ['limit', 'cursor'] as const) {}

@ApiTags('admin')
@Controller('admin')
@Roles('admin')
export class AdminRecordsController {
  constructor(
    private readonly queue: ReadModerationQueueUseCase,
    private readonly inbox: ReadInboxUseCase,
  ) {}

  @Get('audit')
  @ApiOperation({
    operationId: 'listAuditLog',
    summary: 'The audit log',
    description:
      'Admins only. Every audited admin action: which admin, when, on what, the outcome and the notes. ' +
      '`q` matches the notes, the target label or the admin username; `action` and `targetType` keep one kind.' +
      PAGING,
  })
  @ApiKeysetPage(AuditEntryDto)
  async audit(
    @Query() query: AuditQueryDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ApiSuccess<AuditEntryDto[]>> {
    const window = listWindow(query, 'newest', { action: query.action, targetType: query.targetType });
    const page = await this.queue.auditLog(window);
    setListHeaders(request, response, page, window.sort);
    return ok(page.items);
  }

  @Get('audit/export')
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Content-Disposition', 'attachment; filename="audit-log.csv"')
  @ApiOperation({
    operationId: 'exportAuditLog',
    summary: 'The audit log as a CSV file',
    description: 'Admins only. The audit entries as a UTF-8 CSV download (`audit-log.csv`).' + EXPORT,
  })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'CSV file', schema: { type: 'string' } })
  exportAudit(@Query() query: AuditExportQueryDto): Promise<string> {
    return this.queue.auditLogCsv(listWindow(query, 'newest', { action: query.action, targetType: query.targetType }));
  }

  @Get('contact-messages')
  @ApiOperation({
    operationId: 'listContactMessages',
    summary: 'Contact form messages',
    description:
      'Admins only. Messages sent with `POST /api/contact` (name, email, company, message, when). ' +
      '`q` matches the name, email, company or message.' +
      PAGING,
  })
  @ApiKeysetPage(ContactMessageViewDto)
  async contactMessages(
    @Query() query: ContactMessagesQueryDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ApiSuccess<ContactMessageViewDto[]>> {
    const window = listWindow(query, 'newest');
    const page = await this.inbox.contactMessages(window);
    setListHeaders(request, response, page, window.sort);
    return ok(page.items);
  }

  @Get('contact-messages/export')
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Content-Disposition', 'attachment; filename="contact-messages.csv"')
  @ApiOperation({
    operationId: 'exportContactMessages',
    summary: 'Contact messages as a CSV file',
    description: 'Admins only. The contact messages as a UTF-8 CSV download (`contact-messages.csv`).' + EXPORT,
  })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'CSV file', schema: { type: 'string' } })
  exportContactMessages(@Query() query: ContactMessagesExportQueryDto): Promise<string> {
    return this.inbox.contactMessagesCsv(listWindow(query, 'newest'));
  }

  @Get('newsletter-subscribers')
  @ApiOperation({
    operationId: 'listNewsletterSubscribers',
    summary: 'Newsletter subscribers',
    description:
      'Admins only. Addresses subscribed with `POST /api/newsletter`, when, and their status (pending until confirmed, active, unsubscribed). ' +
      '`q` matches the address; `status` keeps one status.' +
      PAGING,
  })
  @ApiKeysetPage(SubscriberViewDto)
  async subscribers(
    @Query() query: SubscribersQueryDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ApiSuccess<SubscriberViewDto[]>> {
    const window = listWindow(query, 'newest', { status: query.status });
    const page = await this.inbox.subscribers(window);
    setListHeaders(request, response, page, window.sort);
    return ok(page.items);
  }

  @Get('newsletter-subscribers/export')
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Content-Disposition', 'attachment; filename="newsletter-subscribers.csv"')
  @ApiOperation({
    operationId: 'exportNewsletterSubscribers',
    summary: 'Newsletter subscribers as a CSV file',
    description: 'Admins only. The subscribers as a UTF-8 CSV download (`newsletter-subscribers.csv`).' + EXPORT,
  })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'CSV file', schema: { type: 'string' } })
  exportSubscribers(@Query() query: SubscribersExportQueryDto): Promise<string> {
    return this.inbox.subscribersCsv(listWindow(query, 'newest', { status: query.status }));
  }
}
