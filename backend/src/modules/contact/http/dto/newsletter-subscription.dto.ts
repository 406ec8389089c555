import { FormEmail, Honeypot } from './public-form-fields';

export class NewsletterSubscriptionDto {
  @FormEmail()
  email: string;

  @Honeypot()
  fax?: string;
}
