import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Roles } from '../../../kernel/auth/roles.decorator';
import { ok, type ApiSuccess } from '../../../common/http/api-response';
import { ApiKeysetPage, setListHeaders } from '../../../paging/keyset-page';
import { listWindow } from '../../../paging/list-query.dto';
import { ReadModerationQueueUseCase } from '../application/read-moderation-queue.use-case';
import {
  PendingArticleDto,
  PendingPartnerDto,
  PendingProjectDto,
  VerifiedProjectDto,
} from './dto/moderation-views.dto';
import { PendingArticlesQueryDto, PendingPartnersQueryDto, PendingProjectsQueryDto } from './dto/page-query.dto';

const PAGING =
  ' Keyset-paged (`limit`, `cursor` from the `Link` header; total in `X-Total-Count`); `sort` oldest (default) or ' +
  "newest; `from`/`to` (YYYY-MM-DD, inclusive, UTC) on the creation day. Each item carries the queue's target review " +
  'time (`reviewTargetHours`), whether it waits longer (`overdue`) and the admin reviewing it (`claimedBy`, see ' +
  '`POST /api/admin/claims`); `X-Overdue-Count` counts the overdue items the same filters match.';

/** The review queues: what waits for an admin's decision. */
@ApiTags('admin')
@Controller('admin')
@Roles('admin')
export class AdminQueuesController {
  constructor(private readonly queue: ReadModerationQueueUseCase) {}

  @Get('partners/pending')
  @ApiOperation({
    operationId: 'listPendingPartners',
    summary: 'Partner profiles waiting for approval, by age',
    description:
      'Admins only. The review queue of partner profiles: company, website, description, referral code and the ' +
      "applicant's username. Decide each one with `PATCH /api/admin/partners/{id}/approve`. " +
      '`q` matches the company name, website, referral code or username, any letter case; a quoted request ID ' +
      '(PP-YYMM-NNNN) finds that profile.' +
      PAGING,
  })
  @ApiKeysetPage(PendingPartnerDto, { overdueCount: 'always' })
  async pendingPartners(
    @Query() query: PendingPartnersQueryDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ApiSuccess<PendingPartnerDto[]>> {
    const window = listWindow(query, 'oldest');
    const page = await this.queue.pendingPartners(window);
    setListHeaders(request, response, page, window.sort);
    response.setHeader('X-Overdue-Count', String(page.overdueCount));
    return ok(page.items);
  }

  @Get('projects/pending')
  @ApiOperation({
    operationId: 'listPendingProjects',
    summary: 'Directory projects waiting for verification, by age',
    description:
      'Admins only. Listed directory projects whose verification is still pending (name, category, description, website). ' +
      'Decide each one with `PATCH /api/admin/projects/{id}/verify`. `q` matches the name or description; ' +
      '`category` keeps one directory category.' +
      PAGING,
  })
  @ApiKeysetPage(PendingProjectDto, { overdueCount: 'always' })
  async pendingProjects(
    @Query() query: PendingProjectsQueryDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ApiSuccess<PendingProjectDto[]>> {
    const window = listWindow(query, 'oldest', { category: query.category });
    const page = await this.queue.pendingProjects(window);
    setListHeaders(request, response, page, window.sort);
    response.setHeader('X-Overdue-Count', String(page.overdueCount));
    return ok(page.items);
  }

  @Get('projects/verified')
  @ApiOperation({
    operationId: 'listVerifiedProjects',
    summary: 'Verified directory projects',
    description:
      'Admins only. Listed directory projects that carry the Verified badge (name, category, description, website), ' +
      'each of which `POST /api/admin/projects/{id}/unverify` sends back to the verification queue. `q` matches the name ' +
      'or description; `category` keeps one directory category. Keyset-paged (`limit`, `cursor` from the `Link` header; ' +
      'total in `X-Total-Count`); `sort` newest (default) or oldest; `from`/`to` (YYYY-MM-DD, inclusive, UTC) on the day ' +
      'the project was listed.',
  })
  @ApiKeysetPage(VerifiedProjectDto)
  async verifiedProjects(
    @Query() query: PendingProjectsQueryDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ApiSuccess<VerifiedProjectDto[]>> {
    const window = listWindow(query, 'newest', { category: query.category });
    const page = await this.queue.verifiedProjects(window);
    setListHeaders(request, response, page, window.sort);
    return ok(page.items);
  }

  @Get('articles/pending')
  @ApiOperation({
    operationId: 'listPendingArticles',
    summary: 'Partner articles waiting for review, by age',
    description:
      'Admins only. Articles partners submitted that are neither published nor rejected: title, category, excerpt, ' +
      "image and the partner's company name. " +
      'Decide each one with `PATCH /api/admin/articles/{id}/publish`. `q` matches the title, excerpt or author ' +
      'company, or finds a quoted request ID (AS-YYMM-NNNN); `category` keeps one article category (any letter case).' +
      PAGING,
  })
  @ApiKeysetPage(PendingArticleDto, { overdueCount: 'always' })
  async pendingArticles(
    @Query() query: PendingArticlesQueryDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ApiSuccess<PendingArticleDto[]>> {
    const window = listWindow(query, 'oldest', { category: query.category });
    const page = await this.queue.pendingArticles(window);
    setListHeaders(request, response, page, window.sort);
    response.setHeader('X-Overdue-Count', String(page.overdueCount));
    return ok(page.items);
  }
}
