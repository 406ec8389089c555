import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../database/unit-of-work';
import { ClickEventRepository, type ClickRecord, type RecordedClick } from '../application/click-event.repository';
import { UTM_PARAMETERS } from '../domain/landing-url';
import { DELETE_CLICK_EVENTS_OLDER_THAN, RECORD_CLICK, SYNCHRONOUS_COMMIT_OFF } from './click-events.statements';

@Injectable()
export class TypeormClickEventRepository extends ClickEventRepository {
  constructor(private readonly unitOfWork: UnitOfWork) {
    super();
  }

  async record(click: ClickRecord): Promise<RecordedClick | null> {
    // Without waiting for the WAL flush: the rollup rows of a busy link are locked until commit, so
    // a flush per click would serialise that link's clicks behind the disk. A database crash may
    // lose the last moments' clicks, each whole (event, counters and rollups commit together).
    return this.unitOfWork.manager().transaction(async (manager) => {
      await manager.query(SYNCHRONOUS_COMMIT_OFF);
      const rows: RecordedClick[] = await manager.query(RECORD_CLICK, this.parameters(click));
      return rows[0] ?? null;
    });
  }

  private parameters(click: ClickRecord): unknown[] {
    return [
      click.code,
      click.visitor,
      click.exclusion === 'rate-limit' ? null : click.exclusion,
      click.viewer?.userId ?? null,
      click.viewer?.isAdmin ?? false,
      click.exclusion === 'rate-limit',
      click.referrerHost,
      click.landingPath,
      ...UTM_PARAMETERS.map((name) => click.utm[name]),
    ];
  }

  async deleteOlderThan(days: number, batchSize: number): Promise<number> {
    // In batches by id, so a large backlog never holds one long transaction over the table.
    const rows: { deleted: number }[] = await this.unitOfWork
      .manager()
      .query(DELETE_CLICK_EVENTS_OLDER_THAN, [days, batchSize]);
    return rows[0]?.deleted ?? 0;
  }
}
