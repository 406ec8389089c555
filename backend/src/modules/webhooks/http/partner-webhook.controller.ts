import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Post, Put, Query, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiExtraModels,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ApiDataResponse } from '../../../common/http/api-data-response.decorator';
import { ApiPartnerProfileRequired } from '../../../common/http/api-partner-profile-required.decorator';
import { ok, type ApiSuccess } from '../../../common/http/api-response';
import { ErrorResponseDto } from '../../../kernel/http/error-response.dto';
import { ApiKeysetPage, KeysetQueryDto, idPageWindow, setPageHeaders } from '../../../paging/keyset-page';
import { RateLimit } from '../../../rate-limit/rate-limit.decorator';
import { CurrentUser } from '../../../kernel/auth/current-user.decorator';
import { Roles } from '../../../kernel/auth/roles.decorator';
import type { SessionUser } from '../../../kernel/auth/session-user';
import { ManageWebhookEndpointUseCase, NO_ENDPOINT_MESSAGE } from '../application/manage-webhook-endpoint.use-case';
import { SetWebhookEndpointDto, WebhookDeliveryDto, WebhookEndpointDto } from './dto/webhook.dto';

/** Each test event makes the server send a request, so they are counted per account. */
const signedInAccount = (request: Request) => String((request.user as SessionUser | undefined)?.id ?? 'anonymous');
const CLOSED_TOOLS = '403 also when the partner profile is rejected, withdrawn or revoked.';

@ApiTags('webhooks')
@Controller('partner/webhook')
@Roles('partner')
@ApiPartnerProfileRequired()
export class PartnerWebhookController {
  constructor(private readonly webhooks: ManageWebhookEndpointUseCase) {}

  @Get()
  @ApiOperation({
    operationId: 'getWebhookEndpoint',
    summary: "The caller's conversion webhook endpoint",
    description: 'Partners only. The endpoint with its signing secret, or `data: null` when none is set.',
  })
  @ApiExtraModels(WebhookEndpointDto)
  @ApiOkResponse({
    schema: {
      type: 'object',
      required: ['success', 'data'],
      properties: {
        success: { type: 'boolean', example: true },
        data: { type: 'object', allOf: [{ $ref: getSchemaPath(WebhookEndpointDto) }], nullable: true },
      },
    },
  })
  async get(@CurrentUser() user: SessionUser): Promise<ApiSuccess<WebhookEndpointDto | null>> {
    const endpoint = await this.webhooks.get(user.id);
    return ok(endpoint ? WebhookEndpointDto.from(endpoint) : null);
  }

  @Put()
  @ApiOperation({
    operationId: 'setWebhookEndpoint',
    summary: 'Set the conversion webhook endpoint',
    description:
      'Partners only. Sets or replaces the URL events are POSTed to. It must be https, and its host must not be, or resolve to, a ' +
      'loopback, private, carrier-grade NAT, link-local, unspecified, multicast or reserved address (400 naming the reason). A new ' +
      'endpoint gets a signing secret; a changed URL keeps its secret. ' +
      CLOSED_TOOLS,
  })
  @ApiDataResponse(WebhookEndpointDto)
  @ApiBadRequestResponse({ description: 'Not an https URL, or a refused address', type: ErrorResponseDto })
  async set(
    @CurrentUser() user: SessionUser,
    @Body() dto: SetWebhookEndpointDto,
  ): Promise<ApiSuccess<WebhookEndpointDto>> {
    return ok(WebhookEndpointDto.from(await this.webhooks.set(user.id, dto.url.trim())));
  }

  @Delete()
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({
    operationId: 'deleteWebhookEndpoint',
    summary: 'Remove the conversion webhook endpoint',
    description: 'Partners only. No more events are sent; pending deliveries end as failed. The delivery log is kept.',
  })
  @ApiNoContentResponse({ description: 'Removed' })
  @ApiNotFoundResponse({ description: NO_ENDPOINT_MESSAGE, type: ErrorResponseDto })
  async remove(@CurrentUser() user: SessionUser): Promise<void> {
    await this.webhooks.remove(user.id);
  }

  @Post('rotate-secret')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    operationId: 'rotateWebhookSecret',
    summary: 'Replace the signing secret',
    description:
      'Partners only. Answers the endpoint with its new secret, which signs every attempt from now on. ' + CLOSED_TOOLS,
  })
  @ApiDataResponse(WebhookEndpointDto)
  @ApiNotFoundResponse({ description: NO_ENDPOINT_MESSAGE, type: ErrorResponseDto })
  async rotateSecret(@CurrentUser() user: SessionUser): Promise<ApiSuccess<WebhookEndpointDto>> {
    return ok(WebhookEndpointDto.from(await this.webhooks.rotateSecret(user.id)));
  }

  @Post('test')
  @HttpCode(HttpStatus.ACCEPTED)
  @RateLimit({ subject: signedInAccount, rules: [{ name: 'webhookTest', per: ['subject'] }] })
  @ApiOperation({
    operationId: 'sendWebhookTestEvent',
    summary: 'Send a test event',
    description:
      'Partners only. Queues a `referral.test` event to the endpoint; its delivery appears in the log. At most ' +
      'RATE_LIMIT_WEBHOOK_TEST (default 20) per account and hour (429 beyond). ' +
      CLOSED_TOOLS,
  })
  @ApiDataResponse(WebhookDeliveryDto, { status: HttpStatus.ACCEPTED, description: 'Queued' })
  @ApiNotFoundResponse({ description: NO_ENDPOINT_MESSAGE, type: ErrorResponseDto })
  async sendTest(@CurrentUser() user: SessionUser): Promise<ApiSuccess<WebhookDeliveryDto>> {
    return ok(WebhookDeliveryDto.from(await this.webhooks.sendTest(user.id)));
  }

  @Get('deliveries')
  @ApiOperation({
    operationId: 'listWebhookDeliveries',
    summary: 'The delivery log',
    description:
      "Partners only. The caller's events, newest first, with each one's status and last attempt. Keyset-paged (`limit`, `cursor` " +
      'from the `Link` header; total in `X-Total-Count`).',
  })
  @ApiKeysetPage(WebhookDeliveryDto)
  async deliveries(
    @CurrentUser() user: SessionUser,
    @Query() query: KeysetQueryDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ApiSuccess<WebhookDeliveryDto[]>> {
    const { limit, before } = idPageWindow(query);
    const page = await this.webhooks.deliveryLog(user.id, limit, before);
    setPageHeaders(request, response, page);
    return ok(page.items.map(WebhookDeliveryDto.from));
  }
}
