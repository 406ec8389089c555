import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorResponseDto } from '../../../kernel/http/error-response.dto';
import { RateLimit } from '../../../rate-limit/rate-limit.decorator';
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
  @ApiOperation({
    operationId: 'sendContactMessage',
    summary: 'Send a message to the team',
    description:
      'Public, no sign-in. Stores the message (name, email, company, message) for the team, who answer within 24 ' +
      'hours; admins read it in the inbox, and the sender gets an acknowledgement mail quoting it. Submissions that ' +
      'fill the hidden `fax` field are bots: they get the same answer, are dropped and get no mail. Rate limited per client address (by default 5 per hour; 429 with `Retry-After`).',
  })
  @ApiCreatedResponse({ description: 'Message received', type: MessageResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  async contact(@Body() dto: ContactMessageDto): Promise<MessageResponseDto> {
    const { fax, ...message } = dto;
    await this.sendContactMessage.execute({ ...message, honeypot: fax });
    return { success: true, message: "Thanks! We'll get back to you within 24 hours." };
  }

  @Post('newsletter')
  @HttpCode(200)
  @RateLimit('newsletter')
  @ApiOperation({
    operationId: 'subscribeToNewsletter',
    summary: 'Subscribe an email address to the newsletter',
    description:
      'Public, no sign-in. Double opt-in: a new address is stored as pending and mailed a confirmation link ' +
      '(`/newsletter/confirm?token=…`, see `POST /api/newsletter/confirm`); a pending or unsubscribed address gets a ' +
      'fresh link, an active one nothing. Subscribing an address twice (in any letter case) keeps one subscription, ' +
      'and the answer is the same in every case, so it does not reveal who is subscribed. Submissions that fill the ' +
      'hidden `fax` field are dropped. Rate limited per client address (by default 10 per hour; 429 with `Retry-After`).',
  })
  @ApiOkResponse({ description: 'Subscribed', type: MessageResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  async newsletter(@Body() dto: NewsletterSubscriptionDto): Promise<MessageResponseDto> {
    await this.subscribeToNewsletter.execute(dto.email, dto.fax);
    return { success: true, message: 'You are subscribed to our newsletter.' };
  }
}
