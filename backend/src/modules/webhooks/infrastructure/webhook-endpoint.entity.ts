import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'webhook_endpoints' })
export class WebhookEndpointEntity {
  @PrimaryColumn({ name: 'partner_id', type: 'integer' })
  partnerId: number;

  @Column({ type: 'varchar', length: 2048 })
  url: string;

  @Column({ type: 'varchar', length: 64 })
  secret: string;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
