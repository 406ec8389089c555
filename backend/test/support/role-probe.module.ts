import { Controller, Get, Module } from '@nestjs/common';
import { CurrentUser } from '../../src/common/decorators/current-user.decorator';
import { Roles, SignedIn } from '../../src/common/decorators/roles.decorator';
import type { SessionUser } from '../../src/modules/auth/domain/user';

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
