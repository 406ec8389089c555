import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorResponseDto } from '../../../common/http/error-response.dto';
import { RateLimit } from '../../../common/rate-limit/rate-limit.decorator';
import { SendContactMessageUseCase } from '../application/send-contact-message.use-case';
import { SubscribeToNewsletterUseCase } from '../application/subscribe-to-newsletter.use-case';
import { ContactMessageDto } from './dto/contact-message.dto';
import { MessageResponseDto } from './dto/message-response.dto';
import { NewsletterSubscriptionDto } from './dto/newsletter-subscription.dto';

@ApiTags('contact')
@Controller()
export class ContactController {
  constructor(
    private readonly sendContactMessage: SendContactMessageUseCase,
    private readonly subscribeToNewsletter: SubscribeToNewsletterUseCase,
  ) {}

  @Post('contact')
  @RateLimit('contact')
  @ApiOperation({ summary: 'Send a message to the team' })
  @ApiCreatedResponse({ type: MessageResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  async contact(@Body() dto: ContactMessageDto): Promise<MessageResponseDto> {
    const { fax, ...message } = dto;
    await this.sendContactMessage.execute({ ...message, honeypot: fax });
    return { success: true, message: "Thanks! We'll get back to you within 24 hours." };
  }

  @Post('newsletter')
  @HttpCode(200)
  @RateLimit('newsletter')
  @ApiOperation({ summary: 'Subscribe an email address to the newsletter (idempotent)' })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  async newsletter(@Body() dto: NewsletterSubscriptionDto): Promise<MessageResponseDto> {
    await this.subscribeToNewsletter.execute(dto.email, dto.fax);
    return { success: true, message: 'You are subscribed to our newsletter.' };
  }
}
