import { Inject, Injectable } from '@nestjs/common';
import { generateSecret, generateURI, verifySync } from 'otplib';
import { toDataURL } from 'qrcode';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import { TotpAuthenticator } from '../application/two-factor.ports';
import { TOTP_STEP_TOLERANCE } from '../domain/two-factor';

const PERIOD_SECONDS = 30;

@Injectable()
export class OtplibTotpAuthenticator extends TotpAuthenticator {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    super();
  }

  newSecret(): string {
    return generateSecret();
  }

  async enrolment(secret: string, accountName: string): Promise<{ otpauthUri: string; qrCodeDataUrl: string }> {
    const otpauthUri = generateURI({ issuer: this.issuer(), label: accountName, secret });
    return {
      otpauthUri,
      qrCodeDataUrl: await toDataURL(otpauthUri, { errorCorrectionLevel: 'M', margin: 2, width: 240 }),
    };
  }

  verify(secret: string, code: string, afterStep: number | null): number | null {
    try {
      const result = verifySync({
        secret,
        token: code,
        epochTolerance: TOTP_STEP_TOLERANCE * PERIOD_SECONDS,
        ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
      });
      return result.valid && 'timeStep' in result ? result.timeStep : null;
    } catch {
      // otplib throws for codes of the wrong shape; to the caller that is just a wrong code.
      return null;
    }
  }

  /** The name authenticator apps list the account under: the site's host. */
  private issuer(): string {
    return new URL(this.config.publicUrl).host;
  }
}
