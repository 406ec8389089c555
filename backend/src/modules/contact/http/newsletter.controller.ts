import { Body, Controller, HttpCode, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { DomainError } from '../../../common/errors/domain.error';
import { ApiDataResponse } from '../../../common/http/api-data-response.decorator';
import { ok, type ApiSuccess } from '../../../common/http/api-response';
import { ErrorResponseDto } from '../../../kernel/http/error-response.dto';
import { ConfirmNewsletterSubscriptionUseCase } from '../application/confirm-newsletter-subscription.use-case';
import { UnsubscribeFromNewsletterUseCase } from '../application/unsubscribe-from-newsletter.use-case';
import { NewsletterConfirmationDto, NewsletterStatusDto, NewsletterUnsubscribeDto } from './dto/newsletter-token.dto';

@ApiTags('contact')
@Controller('newsletter')
export class NewsletterController {
  constructor(
    private readonly confirmSubscription: ConfirmNewsletterSubscriptionUseCase,
    private readonly unsubscribeFromNewsletter: UnsubscribeFromNewsletterUseCase,
  ) {}

  @Post('confirm')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'confirmNewsletterSubscription',
    summary: 'Confirm a newsletter subscription',
    description:
      'Public, no sign-in. Takes the token of the link in the confirmation mail (`/newsletter/confirm?token=…`), ' +
      'makes the subscription active and sends a welcome mail with an unsubscribe link. A link works once and for ' +
      '7 days; an unknown, used or expired one answers 400 with a message.',
  })
  @ApiDataResponse(NewsletterStatusDto, { description: 'Subscription confirmed' })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  async confirm(@Body() dto: NewsletterConfirmationDto): Promise<ApiSuccess<NewsletterStatusDto>> {
    const subscription = await this.confirmSubscription.execute(dto.token);
    return ok({ status: subscription.status });
  }

  @Post('unsubscribe')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'unsubscribeFromNewsletter',
    summary: 'Unsubscribe from the newsletter',
    description:
      'Public, no sign-in, idempotent. The unsubscribe page sends the token of the link as JSON `{ token }`. ' +
      'Mail providers unsubscribe in one click (RFC 8058): they POST the form body `List-Unsubscribe=One-Click` ' +
      '(`application/x-www-form-urlencoded`, the only form body the API accepts) to the `List-Unsubscribe` address ' +
      'of the mail, which carries the token in the query; that body is read as an empty JSON body. An unknown ' +
      'token answers 400 with a message.',
  })
  @ApiQuery({
    name: 'token',
    required: false,
    description: 'The token, for one-click requests.',
    schema: { type: 'string', maxLength: 200 },
  })
  @ApiDataResponse(NewsletterStatusDto, { description: 'Unsubscribed' })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  async unsubscribe(
    @Body() dto: NewsletterUnsubscribeDto,
    @Query() query: NewsletterUnsubscribeDto,
  ): Promise<ApiSuccess<NewsletterStatusDto>> {
    const token = dto.token ?? query.token;
    if (!token) throw new DomainError('VALIDATION_FAILED', 'token is required');
    const subscription = await this.unsubscribeFromNewsletter.execute(token);
    return ok({ status: subscription.status });
  }
}
