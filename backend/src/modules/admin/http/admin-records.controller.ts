import { Controller, Get, Header, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../../common/decorators/roles.decorator';
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
  @ApiOperation({ summary: 'Every moderation decision (who, when, what, notes), newest first' })
  @ApiDataResponse(AuditPageDto)
  async audit(@Query() query: PageQueryDto): Promise<ApiSuccess<AuditPageDto>> {
    return ok(await this.queue.auditLog(query.page ?? 1, query.pageSize ?? DEFAULT_PAGE_SIZE));
  }

  @Get('contact-messages')
  @ApiOperation({ summary: 'Contact form messages, newest first' })
  @ApiDataResponse(ContactMessagePageDto)
  async contactMessages(@Query() query: PageQueryDto): Promise<ApiSuccess<ContactMessagePageDto>> {
    return ok(await this.inbox.contactMessages(query.page ?? 1, query.pageSize ?? DEFAULT_PAGE_SIZE));
  }

  @Get('contact-messages/export')
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Content-Disposition', 'attachment; filename="contact-messages.csv"')
  @ApiOperation({ summary: 'All contact messages as CSV' })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'CSV file', schema: { type: 'string' } })
  exportContactMessages(): Promise<string> {
    return this.inbox.contactMessagesCsv();
  }

  @Get('newsletter-subscribers')
  @ApiOperation({ summary: 'Newsletter subscribers, newest first' })
  @ApiDataResponse(SubscriberPageDto)
  async subscribers(@Query() query: PageQueryDto): Promise<ApiSuccess<SubscriberPageDto>> {
    return ok(await this.inbox.subscribers(query.page ?? 1, query.pageSize ?? DEFAULT_PAGE_SIZE));
  }

  @Get('newsletter-subscribers/export')
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Content-Disposition', 'attachment; filename="newsletter-subscribers.csv"')
  @ApiOperation({ summary: 'All newsletter subscribers as CSV' })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'CSV file', schema: { type: 'string' } })
  exportSubscribers(): Promise<string> {
    return this.inbox.subscribersCsv();
  }
}
