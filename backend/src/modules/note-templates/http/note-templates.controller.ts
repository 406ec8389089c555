import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  Patch,
  Post,
  Query,
  Req,
  Res,
} from '@nestjs/common';
import { ApiNoContentResponse, ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ApiDataResponse } from '../../../common/http/api-data-response.decorator';
import { ok, type ApiSuccess } from '../../../common/http/api-response';
import { ErrorResponseDto } from '../../../kernel/http/error-response.dto';
import { ApiKeysetPage, setListHeaders } from '../../../paging/keyset-page';
import { listWindow } from '../../../paging/list-query.dto';
import { ParseIdPipe } from '../../../common/http/parse-id.pipe';
import { CurrentUser } from '../../../kernel/auth/current-user.decorator';
import { Roles } from '../../../kernel/auth/roles.decorator';
import type { SessionUser } from '../../../kernel/auth/session-user';
import { ManageNoteTemplatesUseCase } from '../application/manage-note-templates.use-case';
import {
  CreateNoteTemplateDto,
  NoteTemplateDto,
  NoteTemplatesQueryDto,
  UpdateNoteTemplateDto,
} from './dto/note-template.dto';
import { ApiRefusals } from '../../../common/http/api-refusals.decorator';

const DUPLICATE = 'Another saved reason has this label (letter case ignored)';

@ApiTags('admin')
@Controller('admin/note-templates')
@Roles('admin')
export class NoteTemplatesController {
  constructor(private readonly templates: ManageNoteTemplatesUseCase) {}

  @Get()
  @ApiOperation({
    operationId: 'listNoteTemplates',
    summary: 'Saved rejection reasons',
    description:
      'Admins only. The saved reasons (label, optional reason code, note) offered when rejecting. `q` matches the label or the ' +
      'note. Keyset-paged (`limit`, `cursor` from the `Link` header; total in `X-Total-Count`); `sort` oldest (default) or ' +
      'newest; `from`/`to` (YYYY-MM-DD, inclusive, UTC) on the creation day.',
  })
  @ApiKeysetPage(NoteTemplateDto)
  async list(
    @Query() query: NoteTemplatesQueryDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ApiSuccess<NoteTemplateDto[]>> {
    const window = listWindow(query, 'oldest');
    const page = await this.templates.list(window);
    setListHeaders(request, response, page, window.sort);
    return ok(page.items);
  }

  @Post()
  @ApiOperation({
    operationId: 'createNoteTemplate',
    summary: 'Save a rejection reason',
    description:
      'Admins only. Saves a label (1–80 characters, unique whatever the case), an optional reason code and a note (1–1000 characters).',
  })
  @ApiDataResponse(NoteTemplateDto, { status: HttpStatus.CREATED })
  @ApiRefusals({ badRequest: 'Missing, empty or too long label or note; unknown reason code', conflict: DUPLICATE })
  async create(
    @Body() dto: CreateNoteTemplateDto,
    @CurrentUser() admin: SessionUser,
  ): Promise<ApiSuccess<NoteTemplateDto>> {
    return ok(
      await this.templates.create({ label: dto.label, reasonCode: dto.reasonCode ?? null, body: dto.body }, admin),
    );
  }

  @Patch(':id')
  @ApiOperation({
    operationId: 'updateNoteTemplate',
    summary: 'Change a saved rejection reason',
    description: 'Admins only. Changes the fields given (at least one); `reasonCode: null` removes the reason code.',
  })
  @ApiDataResponse(NoteTemplateDto)
  @ApiRefusals({ badRequest: 'Nothing to change, or a bad field', notFound: 'Unknown id', conflict: DUPLICATE })
  async update(
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: UpdateNoteTemplateDto,
  ): Promise<ApiSuccess<NoteTemplateDto>> {
    return ok(await this.templates.update(id, { label: dto.label, reasonCode: dto.reasonCode, body: dto.body }));
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({
    operationId: 'deleteNoteTemplate',
    summary: 'Delete a saved rejection reason',
    description: 'Admins only. Decisions already made with it keep their notes.',
  })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiNotFoundResponse({ description: 'Unknown id', type: ErrorResponseDto })
  async delete(@Param('id', ParseIdPipe) id: number): Promise<void> {
    await this.templates.delete(id);
  }
}
