import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ApiDataResponse } from '../../../common/http/api-data-response.decorator';
import { ok, type ApiSuccess } from '../../../common/http/api-response';
import { ErrorResponseDto } from '../../../kernel/http/error-response.dto';
import { ApiKeysetPage, idPageWindow, KeysetQueryDto, setPageHeaders } from '../../../paging/keyset-page';
import { ParseIdPipe } from '../../../common/http/parse-id.pipe';
import { CurrentUser } from '../../../kernel/auth/current-user.decorator';
import { SignedIn } from '../../../kernel/auth/roles.decorator';
import type { SessionUser } from '../../../kernel/auth/session-user';
import { NotificationPreferencesUseCase } from '../application/notification-preferences.use-case';
import { ReadNotificationsUseCase } from '../application/read-notifications.use-case';
import {
  MarkedReadDto,
  NotificationDto,
  NotificationPreferenceDto,
  SavePreferencesDto,
  UnreadCountDto,
} from './dto/notification.dto';

@ApiTags('notifications')
@Controller('notifications')
@SignedIn()
export class NotificationsController {
  constructor(
    private readonly notifications: ReadNotificationsUseCase,
    private readonly preferences: NotificationPreferencesUseCase,
  ) {}

  @Get()
  @ApiOperation({
    operationId: 'listNotifications',
    summary: "The caller's notifications, newest first",
    description: 'Signed-in users. Keyset-paged with `limit` and `cursor`; the next page is in the `Link` header.',
  })
  @ApiKeysetPage(NotificationDto)
  async list(
    @CurrentUser() user: SessionUser,
    @Query() query: KeysetQueryDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ApiSuccess<NotificationDto[]>> {
    const { limit, before } = idPageWindow(query);
    const page = await this.notifications.page(user.id, limit, before);
    setPageHeaders(request, response, page);
    return ok(page.items.map(NotificationDto.from));
  }

  @Get('unread-count')
  @ApiOperation({
    operationId: 'countUnreadNotifications',
    summary: "How many of the caller's notifications are unread",
    description: 'Signed-in users. Cheap enough to poll; the navbar bell asks every 15 seconds.',
  })
  @ApiDataResponse(UnreadCountDto)
  async unreadCount(@CurrentUser() user: SessionUser): Promise<ApiSuccess<UnreadCountDto>> {
    return ok({ count: await this.notifications.unreadCount(user.id) });
  }

  @Post('read-all')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'markAllNotificationsRead',
    summary: "Mark all of the caller's notifications read",
    description: 'Signed-in users. Answers how many were unread; calling it again answers 0.',
  })
  @ApiDataResponse(MarkedReadDto)
  async markAllRead(@CurrentUser() user: SessionUser): Promise<ApiSuccess<MarkedReadDto>> {
    return ok({ updated: await this.notifications.markAllRead(user.id) });
  }

  @Post(':id/read')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'markNotificationRead',
    summary: 'Mark one notification read',
    description: "Signed-in users, their own notifications only (someone else's is a 404). Idempotent.",
  })
  @ApiDataResponse(NotificationDto)
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  async markRead(
    @CurrentUser() user: SessionUser,
    @Param('id', ParseIdPipe) id: number,
  ): Promise<ApiSuccess<NotificationDto>> {
    return ok(NotificationDto.from(await this.notifications.markRead(user.id, id)));
  }

  @Get('preferences')
  @ApiOperation({
    operationId: 'listNotificationPreferences',
    summary: 'Which notifications also come by email',
    description: "Signed-in users. One entry per kind the caller's role can receive; email is on unless turned off.",
  })
  @ApiDataResponse(NotificationPreferenceDto, { isArray: true })
  async listPreferences(@CurrentUser() user: SessionUser): Promise<ApiSuccess<NotificationPreferenceDto[]>> {
    return ok((await this.preferences.list(user.id, user.role)).map(NotificationPreferenceDto.from));
  }

  @Put('preferences')
  @ApiOperation({
    operationId: 'saveNotificationPreferences',
    summary: 'Turn email on or off per kind',
    description: 'Signed-in users. Kinds not named keep their setting; an unknown kind is a 400 and changes nothing.',
  })
  @ApiDataResponse(NotificationPreferenceDto, { isArray: true })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  async savePreferences(
    @CurrentUser() user: SessionUser,
    @Body() dto: SavePreferencesDto,
  ): Promise<ApiSuccess<NotificationPreferenceDto[]>> {
    return ok((await this.preferences.save(user.id, user.role, dto.preferences)).map(NotificationPreferenceDto.from));
  }
}
