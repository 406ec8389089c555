import { Controller, Get, Header, Query, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Roles } from '../../../kernel/auth/roles.decorator';
import { ok, type ApiSuccess } from '../../../common/http/api-response';
import { serializedOnce, type SerializedJson } from '../../../common/http/serialized-json';
import { ApiKeysetPage, setListHeaders } from '../../../paging/keyset-page';
import { listWindow } from '../../../paging/list-query.dto';
import { ListAllProjectSubmissionsUseCase } from '../application/list-all-project-submissions.use-case';
import type { ProjectSubmissionWindow } from '../application/submission-admin-lists';
import { AdminProjectSubmissionDto } from './dto/admin-project-submission.dto';
import { ProjectSubmissionsExportQueryDto, ProjectSubmissionsQueryDto } from './dto/project-submissions-query.dto';

const FILTERS =
  '`q` matches the project name, description or website, any letter case, or finds a quoted request ID ' +
  '(PS-YYMM-NNNN); `status`, `category` and `listingType` ' +
  'keep one value each; `from`/`to` (YYYY-MM-DD, inclusive, UTC) on the submission day; `sort` oldest (default) or newest.';

function windowOf(
  query: ProjectSubmissionsExportQueryDto & { limit?: number; cursor?: string },
): ProjectSubmissionWindow {
  return listWindow(query, 'oldest', {
    status: query.status,
    category: query.category,
    listingType: query.listingType,
  });
}

/** The admins' view of every project submission. */
@ApiTags('project submissions')
@Controller('project-submissions')
@Roles('admin')
export class AllProjectSubmissionsController {
  constructor(private readonly submissions: ListAllProjectSubmissionsUseCase) {}

  @Get('all')
  @ApiOperation({
    operationId: 'listAllProjectSubmissions',
    summary: 'Every project submission, searched and filtered',
    description:
      'Admins only. Submissions of all users, whatever their status; decide pending ones with ' +
      '`PATCH /api/project-submissions/{id}/status`. ' +
      FILTERS +
      ' Keyset-paged (`limit`, `cursor` from the `Link` header; total in `X-Total-Count`). Pending items carry their ' +
      "listing type's target review time (`reviewTargetHours`), `overdue` and the admin's claim (`claimedBy`); " +
      '`X-Overdue-Count` counts the pending submissions the same filters match that wait longer than their target ' +
      '(absent when `status` keeps decided ones).',
  })
  @ApiKeysetPage(AdminProjectSubmissionDto, { overdueCount: 'while pending' })
  async all(
    @Query() query: ProjectSubmissionsQueryDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<SerializedJson<ApiSuccess<AdminProjectSubmissionDto[]>>> {
    const window = windowOf(query);
    const page = await this.submissions.page(window);
    setListHeaders(request, response, page, window.sort);
    // A list of decided submissions has nothing to be late for.
    if (window.status === undefined || window.status === 'pending')
      response.setHeader('X-Overdue-Count', String(page.overdueCount));
    const items = page.items;
    return serializedOnce(items, () => ok(items.map(AdminProjectSubmissionDto.fromAdmin)));
  }

  @Get('all/export')
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Content-Disposition', 'attachment; filename="project-submissions.csv"')
  @ApiOperation({
    operationId: 'exportProjectSubmissions',
    summary: 'Project submissions as a CSV file',
    description:
      'Admins only. Every submission the same query matches, as a UTF-8 CSV download (`project-submissions.csv`), ' +
      'no paging. ' +
      FILTERS +
      ' Cells that a spreadsheet would run as a formula are neutralised.',
  })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'CSV file', schema: { type: 'string' } })
  exportAll(@Query() query: ProjectSubmissionsExportQueryDto): Promise<string> {
    return this.submissions.csv(windowOf(query));
  }
}
