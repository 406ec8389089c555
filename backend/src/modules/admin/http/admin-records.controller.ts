import { Controller, Get, Header, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../../kernel/auth/roles.decorator';
import { ApiDataResponse } from '../../../common/http/api-data-response.decorator';
import { ok, type ApiSuccess } from '../../../common/http/api-response';
import { ReadInboxUseCase } from '../application/read-inbox.use-case';
import { ReadModerationQueueUseCase } from '../application/read-moderation-queue.use-case';
import { AuditPageDto, ContactMessagePageDto, SubscriberPageDto } from './dto/moderation-views.dto';
import { PageQueryDto } from './dto/page-query.dto';

const DEFAULT_PAGE_SIZE = 20;

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
    summary: 'The moderation audit log, newest first',
    description:
      'Admins only. Every moderation decision: which admin, when, on what, the outcome and the notes. ' +
      'Paged with `page` (from 1) and `pageSize` (1–100, default 20); the answer carries the total count.',
  })
  @ApiDataResponse(AuditPageDto)
  async audit(@Query() query: PageQueryDto): Promise<ApiSuccess<AuditPageDto>> {
    return ok(await this.queue.auditLog(query.page ?? 1, query.pageSize ?? DEFAULT_PAGE_SIZE));
  }

  @Get('contact-messages')
  @ApiOperation({
    operationId: 'listContactMessages',
    summary: 'Contact form messages, newest first',
    description:
      'Admins only. Messages sent with `POST /api/contact` (name, email, company, message, when). ' +
      'Paged with `page` (from 1) and `pageSize` (1–100, default 20); the answer carries the total count.',
  })
  @ApiDataResponse(ContactMessagePageDto)
  async contactMessages(@Query() query: PageQueryDto): Promise<ApiSuccess<ContactMessagePageDto>> {
    return ok(await this.inbox.contactMessages(query.page ?? 1, query.pageSize ?? DEFAULT_PAGE_SIZE));
  }

  @Get('contact-messages/export')
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Content-Disposition', 'attachment; filename="contact-messages.csv"')
  @ApiOperation({
    operationId: 'exportContactMessages',
    summary: 'All contact messages as a CSV file',
    description:
      'Admins only. Every contact message as a UTF-8 CSV download (`contact-messages.csv`), newest first. ' +
      'Cells that a spreadsheet would run as a formula are neutralised.',
  })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'CSV file', schema: { type: 'string' } })
  exportContactMessages(): Promise<string> {
    return this.inbox.contactMessagesCsv();
  }

  @Get('newsletter-subscribers')
  @ApiOperation({
    operationId: 'listNewsletterSubscribers',
    summary: 'Newsletter subscribers, newest first',
    description:
      'Admins only. Addresses subscribed with `POST /api/newsletter`, when, and their status (pending until confirmed, active, unsubscribed). ' +
      'Paged with `page` (from 1) and `pageSize` (1–100, default 20); the answer carries the total count.',
  })
  @ApiDataResponse(SubscriberPageDto)
  async subscribers(@Query() query: PageQueryDto): Promise<ApiSuccess<SubscriberPageDto>> {
    return ok(await this.inbox.subscribers(query.page ?? 1, query.pageSize ?? DEFAULT_PAGE_SIZE));
  }

  @Get('newsletter-subscribers/export')
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Content-Disposition', 'attachment; filename="newsletter-subscribers.csv"')
  @ApiOperation({
    operationId: 'exportNewsletterSubscribers',
    summary: 'All newsletter subscribers as a CSV file',
    description:
      'Admins only. Every subscriber as a UTF-8 CSV download (`newsletter-subscribers.csv`), newest first. ' +
      'Cells that a spreadsheet would run as a formula are neutralised.',
  })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'CSV file', schema: { type: 'string' } })
  exportSubscribers(): Promise<string> {
    return this.inbox.subscribersCsv();
  }
}
