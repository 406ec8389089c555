import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountCreatedHandlers } from './application/account-created';
import { AuthenticateUseCase } from './application/authenticate.use-case';
import { EnsureAdminUseCase } from './application/ensure-admin.use-case';
import { GrantPartnerRoleUseCase } from './application/grant-partner-role.use-case';
import { ListUsersUseCase } from './application/list-users.use-case';
import { PasswordHasher } from './application/password-hasher';
import { SignUpUseCase } from './application/sign-up.use-case';
import { UserContacts } from './application/user-contacts';
import { UserRepository } from './application/user.repository';
import { AuthController } from './http/auth.controller';
import { Argon2PasswordHasher } from './infrastructure/argon2-password.hasher';
import { RolesGuard } from './http/roles.guard';
import { LocalStrategy } from './infrastructure/local.strategy';
import { HttpSessions, httpSessionsProvider } from './infrastructure/session/http-sessions';
import { SessionSerializer } from './infrastructure/session.serializer';
import { TypeormUserContacts } from './infrastructure/typeorm-user-contacts';
import { TypeormUserRepository } from './infrastructure/typeorm-user.repository';
import { UserEntity } from './infrastructure/user.entity';

@Module({
  imports: [PassportModule.register({ session: true }), TypeOrmModule.forFeature([UserEntity])],
  controllers: [AuthController],
  providers: [
    SignUpUseCase,
    AuthenticateUseCase,
    EnsureAdminUseCase,
    GrantPartnerRoleUseCase,
    ListUsersUseCase,
    LocalStrategy,
    SessionSerializer,
    AccountCreatedHandlers,
    httpSessionsProvider,
    { provide: UserRepository, useClass: TypeormUserRepository },
    { provide: UserContacts, useClass: TypeormUserContacts },
    { provide: PasswordHasher, useClass: Argon2PasswordHasher },
    { provide: APP_GUARD, useClass: RolesGuard },
  ],
  exports: [UserRepository, UserContacts, EnsureAdminUseCase, GrantPartnerRoleUseCase, ListUsersUseCase, AccountCreatedHandlers, HttpSessions],
})
export class AuthModule {}
