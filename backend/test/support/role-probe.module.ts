import { Controller, Get, Module } from '@nestjs/common';
import { CurrentUser } from '../../src/kernel/auth/current-user.decorator';
import { Roles, SignedIn } from '../../src/kernel/auth/roles.decorator';
import type { SessionUser } from '../../src/kernel/auth/session-user';

/** Routes that exist only in tests, to exercise the role guard on its own. */
@Controller('test-probe')
class RoleProbeController {
  @Get('admin')
  @Roles('admin')
  admin(@CurrentUser() user: SessionUser) {
    return { success: true, data: user };
  }

  @Get('partner')
  @Roles('partner', 'admin')
  partner(@CurrentUser() user: SessionUser) {
    return { success: true, data: user };
  }

  @Get('signed-in')
  @SignedIn()
  signedIn(@CurrentUser() user: SessionUser) {
    return { success: true, data: user };
  }

  @Get('public')
  open() {
    return { success: true, data: 'public' };
  }
}

@Module({ controllers: [RoleProbeController] })
export class RoleProbeModule {}
