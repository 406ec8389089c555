import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailModule } from '../mail/mail.module';
import { AccountCreatedHandlers } from './application/account-created';
import { AccountAdminRepository } from './application/account-admin.repository';
import { AccountDataExportHandlers, AccountDeletedHandlers } from './application/account-data';
import { DeleteAccountUseCase } from './application/delete-account.use-case';
import { ExportAccountDataUseCase } from './application/export-account-data.use-case';
import { AccountTokenRepository } from './application/account-token.repository';
import { ApiTokenRepository } from './application/api-token.repository';
import { CreateApiTokenUseCase } from './application/create-api-token.use-case';
import { ListApiTokensUseCase } from './application/list-api-tokens.use-case';
import { RevokeApiTokenUseCase } from './application/revoke-api-token.use-case';
import { AdministerAccountsUseCase } from './application/administer-accounts.use-case';
import { ChangeAccountEmailUseCase } from './application/change-account-email.use-case';
import { GetAccountEmailUseCase } from './application/get-account-email.use-case';
import { RemoveAccountEmailUseCase } from './application/remove-account-email.use-case';
import { VerifyAccountEmailUseCase } from './application/verify-account-email.use-case';
import { AuthenticateUseCase } from './application/authenticate.use-case';
import { EnsureAdminUseCase } from './application/ensure-admin.use-case';
import { GrantPartnerRoleUseCase } from './application/grant-partner-role.use-case';
import { RevokePartnerRoleUseCase } from './application/revoke-partner-role.use-case';
import { ListUsersUseCase } from './application/list-users.use-case';
import { PasswordHasher } from './application/password-hasher';
import { SignUpUseCase } from './application/sign-up.use-case';
import { TwoFactorCodeCheck } from './application/two-factor-code-check';
import { TwoFactorEnrolmentUseCases } from './application/two-factor-enrolment.use-cases';
import { TwoFactorLoginUseCase } from './application/two-factor-login.use-case';
import { TotpAuthenticator, TwoFactorRepository } from './application/two-factor.ports';
import { UserContacts } from './application/user-contacts';
import { UserEmailRepository } from './application/user-email.repository';
import { UserRepository } from './application/user.repository';
import { AccountEmailController } from './http/account-email.controller';
import { AccountDataController } from './http/account-data.controller';
import { ApiTokensController } from './http/api-tokens.controller';
import { AdminTwoFactorGuard } from './http/admin-two-factor.guard';
import { AuthController } from './http/auth.controller';
import { TwoFactorLoginController } from './http/two-factor-login.controller';
import { TwoFactorController } from './http/two-factor.controller';
import { secretCipherProvider } from './infrastructure/aes-gcm-secret.cipher';
import { OtplibTotpAuthenticator } from './infrastructure/otplib-totp-authenticator';
import { RecoveryCodeEntity, UserTwoFactorEntity } from './infrastructure/two-factor.entity';
import { TypeormTwoFactorRepository } from './infrastructure/typeorm-two-factor.repository';
import { AccountTokenEntity } from './infrastructure/account-token.entity';
import { ApiTokenEntity } from './infrastructure/api-token.entity';
import { BearerIdentity } from './infrastructure/session/bearer-identity';
import { TypeormApiTokenRepository } from './infrastructure/typeorm-api-token.repository';
import { Argon2PasswordHasher } from './infrastructure/argon2-password.hasher';
import { RolesGuard } from './http/roles.guard';
import { LocalStrategy } from './infrastructure/local.strategy';
import { HttpSessions, httpSessionsProvider } from './infrastructure/session/http-sessions';
import { SessionSerializer } from './infrastructure/session.serializer';
import { TypeormAccountAdminRepository } from './infrastructure/typeorm-account-admin.repository';
import { TypeormUserContacts } from './infrastructure/typeorm-user-contacts';
import { TypeormAccountTokenRepository } from './infrastructure/typeorm-account-token.repository';
import { TypeormUserEmailRepository } from './infrastructure/typeorm-user-email.repository';
import { TypeormUserRepository } from './infrastructure/typeorm-user.repository';
import { UserEntity } from './infrastructure/user.entity';
import { AccountSessionRepository } from './application/account-session.repository';
import { ChangePasswordUseCase } from './application/change-password.use-case';
import { ListAccountSessionsUseCase } from './application/list-account-sessions.use-case';
import { RequestPasswordResetUseCase } from './application/request-password-reset.use-case';
import { ResetPasswordUseCase } from './application/reset-password.use-case';
import { RevokeAccountSessionsUseCase } from './application/revoke-account-sessions.use-case';
import { UserPasswordRepository } from './application/user-password.repository';
import { AccountPasswordController } from './http/account-password.controller';
import { AccountSessionsController } from './http/account-sessions.controller';
import { PasswordResetController } from './http/password-reset.controller';
import { TypeormAccountSessionRepository } from './infrastructure/session/typeorm-account-session.repository';
import { TypeormUserPasswordRepository } from './infrastructure/typeorm-user-password.repository';
import { AccountWalletsUseCases } from './application/account-wallets.use-cases';
import { ConfirmIdentityUseCase } from './application/confirm-identity.use-case';
import { WalletAccountData } from './application/wallet-account-data';
import { WalletProofs } from './application/wallet-proofs';
import { WalletSignInUseCase, WalletSignUpUseCase } from './application/wallet-sign-in.use-cases';
import { WalletRepository } from './application/wallet.repository';
import { SignInNonceRepository } from './application/sign-in-nonce.repository';
import { TypeormSignInNonceRepository } from './infrastructure/typeorm-sign-in-nonce.repository';
import { AccountWalletsController } from './http/account-wallets.controller';
import { WalletSignInController } from './http/wallet-sign-in.controller';
import { TypeormWalletRepository } from './infrastructure/typeorm-wallet.repository';
import { WalletEntity } from './infrastructure/wallet.entity';

@Module({
  imports: [
    PassportModule.register({ session: true }),
    TypeOrmModule.forFeature([
      UserEntity,
      AccountTokenEntity,
      UserTwoFactorEntity,
      RecoveryCodeEntity,
      ApiTokenEntity,
      WalletEntity,
    ]),
    MailModule,
  ],
  controllers: [
    AuthController,
    TwoFactorController,
    TwoFactorLoginController,
    AccountPasswordController,
    AccountSessionsController,
    PasswordResetController,
    AccountEmailController,
    AccountDataController,
    ApiTokensController,
    WalletSignInController,
    AccountWalletsController,
  ],
  providers: [
    SignUpUseCase,
    AuthenticateUseCase,
    EnsureAdminUseCase,
    GrantPartnerRoleUseCase,
    RevokePartnerRoleUseCase,
    ListUsersUseCase,
    GetAccountEmailUseCase,
    ChangeAccountEmailUseCase,
    VerifyAccountEmailUseCase,
    RemoveAccountEmailUseCase,
    TwoFactorCodeCheck,
    TwoFactorEnrolmentUseCases,
    TwoFactorLoginUseCase,
    secretCipherProvider,
    { provide: TotpAuthenticator, useClass: OtplibTotpAuthenticator },
    { provide: TwoFactorRepository, useClass: TypeormTwoFactorRepository },
    AdministerAccountsUseCase,
    ExportAccountDataUseCase,
    DeleteAccountUseCase,
    AccountDataExportHandlers,
    AccountDeletedHandlers,
    CreateApiTokenUseCase,
    ListApiTokensUseCase,
    RevokeApiTokenUseCase,
    BearerIdentity,
    LocalStrategy,
    SessionSerializer,
    AccountCreatedHandlers,
    httpSessionsProvider,
    { provide: UserRepository, useClass: TypeormUserRepository },
    { provide: UserEmailRepository, useClass: TypeormUserEmailRepository },
    { provide: AccountTokenRepository, useClass: TypeormAccountTokenRepository },
    { provide: ApiTokenRepository, useClass: TypeormApiTokenRepository },
    { provide: UserContacts, useClass: TypeormUserContacts },
    { provide: AccountAdminRepository, useClass: TypeormAccountAdminRepository },
    ChangePasswordUseCase,
    ListAccountSessionsUseCase,
    RevokeAccountSessionsUseCase,
    RequestPasswordResetUseCase,
    ResetPasswordUseCase,
    { provide: AccountSessionRepository, useClass: TypeormAccountSessionRepository },
    { provide: UserPasswordRepository, useClass: TypeormUserPasswordRepository },
    { provide: PasswordHasher, useClass: Argon2PasswordHasher },
    WalletProofs,
    WalletSignInUseCase,
    WalletSignUpUseCase,
    AccountWalletsUseCases,
    ConfirmIdentityUseCase,
    WalletAccountData,
    { provide: WalletRepository, useClass: TypeormWalletRepository },
    { provide: SignInNonceRepository, useClass: TypeormSignInNonceRepository },
    { provide: APP_GUARD, useClass: RolesGuard },
    { provide: APP_GUARD, useClass: AdminTwoFactorGuard },
  ],
  exports: [
    UserRepository,
    AccountWalletsUseCases,
    ConfirmIdentityUseCase,
    UserContacts,
    EnsureAdminUseCase,
    GrantPartnerRoleUseCase,
    RevokePartnerRoleUseCase,
    ListUsersUseCase,
    AdministerAccountsUseCase,
    AccountCreatedHandlers,
    AccountDataExportHandlers,
    AccountDeletedHandlers,
    HttpSessions,
  ],
})
export class AuthModule {}
