import { createHmac, timingSafeEqual } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../database/unit-of-work';
import { UnsubscribeTokens } from '../application/newsletter-tokens';
import { NewsletterSettingEntity } from './newsletter-setting.entity';

const TOKEN = /^([1-9][0-9]{0,9})\.([A-Za-z0-9_-]{43})$/;

/**
 * `<id>.<HMAC-SHA256(key, "unsubscribe:<id>")>`: the key is made once per database by the
 * migration, so every instance signs alike and links keep working across restarts.
 */
@Injectable()
export class HmacUnsubscribeTokens extends UnsubscribeTokens {
  private key: Promise<Buffer> | undefined;

  constructor(private readonly unitOfWork: UnitOfWork) {
    super();
  }

  private signingKey(): Promise<Buffer> {
    this.key ??= this.unitOfWork
      .manager()
      .getRepository(NewsletterSettingEntity)
      .findOneByOrFail({ key: 'unsubscribe_key' })
      .then((setting) => Buffer.from(setting.value, 'base64url'))
      .catch((error: unknown) => {
        this.key = undefined;
        throw error;
      });
    return this.key;
  }

  private async mac(id: number): Promise<Buffer> {
    return createHmac('sha256', await this.signingKey())
      .update(`unsubscribe:${id}`)
      .digest();
  }

  async sign(subscriptionId: number): Promise<string> {
    return `${subscriptionId}.${(await this.mac(subscriptionId)).toString('base64url')}`;
  }

  async verify(token: string): Promise<number | null> {
    const match = TOKEN.exec(token);
    if (!match) return null;
    const id = Number(match[1]);
    if (id > 2_147_483_647) return null;
    const given = Buffer.from(match[2], 'base64url');
    const expected = await this.mac(id);
    return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
  }
}
