export interface NewsletterSubscription {
  id: number;
  email: string;
  createdAt: Date;
}
