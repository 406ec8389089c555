import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { FactoryProvider } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { SecretCipher } from '../application/two-factor.ports';
import { INSERT_TWO_FACTOR_KEY, SELECT_TWO_FACTOR_KEY } from './two-factor-key.statements';

const VERSION = 'v1';

/**
 * AES-256-GCM with a key derived (HKDF-SHA256) from a random server secret that, like the
 * session secret, lives in `app_settings`, so every instance sharing the database can read
 * the secrets. It keeps them out of backups of the accounts' tables and out of query logs;
 * whoever can read app_settings can still decrypt them.
 */
export class AesGcmSecretCipher extends SecretCipher {
  private readonly key: Buffer;

  constructor(serverSecret: string) {
    super();
    this.key = Buffer.from(hkdfSync('sha256', serverSecret, 'two-factor', 'totp-secret-encryption', 32));
  }

  encrypt(plaintext: string, userId: number): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(String(userId)));
    const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return [VERSION, ...[iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url'))].join('.');
  }

  decrypt(stored: string, userId: number): string {
    const [version, iv, tag, ciphertext] = stored.split('.');
    if (version !== VERSION || !iv || !tag || ciphertext === undefined) throw new Error('Unreadable two-factor secret');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(String(userId)));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
  }
}

async function resolveTwoFactorKey(dataSource: DataSource): Promise<string> {
  await dataSource.query(INSERT_TWO_FACTOR_KEY, [randomBytes(32).toString('base64url')]);
  const rows: { value: string }[] = await dataSource.query(SELECT_TWO_FACTOR_KEY);
  return rows[0].value;
}

export const secretCipherProvider: FactoryProvider<Promise<SecretCipher>> = {
  provide: SecretCipher,
  inject: [DataSource],
  useFactory: async (dataSource: DataSource) => new AesGcmSecretCipher(await resolveTwoFactorKey(dataSource)),
};
