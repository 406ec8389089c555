import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { MailModule } from '../mail/mail.module';
import { PayoutAddressAccountData } from './application/payout-address-account-data';
import { PayoutAddressNotices } from './application/payout-address-notices';
import { PayoutAddressRepository } from './application/payout-address.repository';
import { PayoutAddressUseCases } from './application/payout-address.use-cases';
import { AdminPayoutAddressController } from './http/admin-payout-address.controller';
import { PayoutAddressController } from './http/payout-address.controller';
import { PayoutAddressChangeEntity } from './infrastructure/payout-address-change.entity';
import { TypeormPayoutAddressRepository } from './infrastructure/typeorm-payout-address.repository';

/** What partners earn and where it is paid: for now the payout address, proven and held before it counts. */
@Module({
  imports: [TypeOrmModule.forFeature([PayoutAddressChangeEntity]), AuthModule, MailModule],
  controllers: [PayoutAddressController, AdminPayoutAddressController],
  providers: [
    PayoutAddressUseCases,
    PayoutAddressNotices,
    PayoutAddressAccountData,
    { provide: PayoutAddressRepository, useClass: TypeormPayoutAddressRepository },
  ],
})
export class RewardsModule {}
