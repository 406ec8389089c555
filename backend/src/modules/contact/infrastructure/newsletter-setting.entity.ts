import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'newsletter_settings' })
export class NewsletterSettingEntity {
  @PrimaryColumn({ type: 'varchar', length: 60 })
  key: string;

  @Column({ type: 'text' })
  value: string;
}
