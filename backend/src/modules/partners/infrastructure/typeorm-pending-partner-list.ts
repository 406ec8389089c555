import { Injectable } from '@nestjs/common';
import type { ListPage, ListWindow } from '../../../paging/list-window';
import { keysetCount, keysetPage } from '../../../database/keyset-query';
import { withRequestIdSearch } from '../../../database/request-id-search';
import { requestIdOf } from '../../../kernel/lifecycle/request-id';
import { UnitOfWork } from '../../../database/unit-of-work';
import { PendingPartnerList, type PendingPartnerRow } from '../application/pending-partner-list';

const COLUMNS = {
  createdAt: 'profile.created_at',
  id: 'profile.id',
  search: ['profile.company_name', 'profile.website', 'profile.referral_code', 'owner.username'],
};

/** Joins the owner's username (auth's table) only to show and search it: one read query, no writes. */
@Injectable()
export class TypeormPendingPartnerList extends PendingPartnerList {
  constructor(private readonly unitOfWork: UnitOfWork) {
    super();
  }

  page(window: ListWindow): Promise<ListPage<PendingPartnerRow>> {
    const builder = this.pending()
      .select('profile.id', 'id')
      .addSelect('profile.company_name', 'companyName')
      .addSelect('profile.website', 'website')
      .addSelect('profile.description', 'description')
      .addSelect('profile.referral_code', 'referralCode')
      .addSelect('owner.username', 'username')
      .addSelect('profile.created_at', 'createdAt');
    return keysetPage(
      builder,
      COLUMNS,
      withRequestIdSearch(builder, 'partner-profile', 'profile.id', window),
      (row: Omit<PendingPartnerRow, 'requestId'>) => ({
        ...row,
        requestId: requestIdOf('partner-profile', row.id, row.createdAt),
      }),
    );
  }

  overdueCount(window: ListWindow, createdBefore: Date): Promise<number> {
    const builder = this.pending().andWhere('profile.created_at < :createdBefore', { createdBefore });
    return keysetCount(builder, COLUMNS, withRequestIdSearch(builder, 'partner-profile', 'profile.id', window));
  }

  private pending() {
    return this.unitOfWork
      .manager()
      .createQueryBuilder()
      .from('partner_profiles', 'profile')
      .innerJoin('users', 'owner', 'owner.id = profile.user_id')
      .where("profile.status = 'pending'");
  }
}
