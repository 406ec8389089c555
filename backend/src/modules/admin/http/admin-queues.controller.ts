import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../../kernel/auth/roles.decorator';
import { ApiDataResponse } from '../../../common/http/api-data-response.decorator';
import { ok, type ApiSuccess } from '../../../common/http/api-response';
import { ReadModerationQueueUseCase } from '../application/read-moderation-queue.use-case';
import { PendingArticleDto, PendingPartnerDto, PendingProjectDto } from './dto/moderation-views.dto';

/** The review queues: what waits for an admin's decision. */
@ApiTags('admin')
@Controller('admin')
@Roles('admin')
export class AdminQueuesController {
  constructor(private readonly queue: ReadModerationQueueUseCase) {}

  @Get('partners/pending')
  @ApiOperation({
    operationId: 'listPendingPartners',
    summary: 'Partner profiles waiting for approval, oldest first',
    description:
      'Admins only. The review queue of partner profiles: company, website, description, referral code and the ' +
      "applicant's username. Decide each one with `PATCH /api/admin/partners/{id}/approve`.",
  })
  @ApiDataResponse(PendingPartnerDto, { isArray: true })
  async pendingPartners(): Promise<ApiSuccess<PendingPartnerDto[]>> {
    return ok(await this.queue.pendingPartners());
  }

  @Get('projects/pending')
  @ApiOperation({
    operationId: 'listPendingProjects',
    summary: 'Directory projects waiting for verification, oldest first',
    description:
      'Admins only. Listed directory projects whose verification is still pending (name, category, description, website). ' +
      'Decide each one with `PATCH /api/admin/projects/{id}/verify`.',
  })
  @ApiDataResponse(PendingProjectDto, { isArray: true })
  async pendingProjects(): Promise<ApiSuccess<PendingProjectDto[]>> {
    return ok(await this.queue.pendingProjects());
  }

  @Get('articles/pending')
  @ApiOperation({
    operationId: 'listPendingArticles',
    summary: 'Partner articles waiting for review, oldest first',
    description:
      'Admins only. Articles partners submitted that are neither published nor rejected: title, category, excerpt, ' +
      "image and the partner's company name. " +
      'Decide each one with `PATCH /api/admin/articles/{id}/publish`.',
  })
  @ApiDataResponse(PendingArticleDto, { isArray: true })
  async pendingArticles(): Promise<ApiSuccess<PendingArticleDto[]>> {
    return ok(await this.queue.pendingArticles());
  }
}
