import type { ReactNode } from 'react';
import { SectionCard } from '../../../components/SectionCard';
import { useKeysetList, type ListPathOf } from '../api/use-keyset-list';
import type { ListSpec } from '../utils/list-state';
import { CsvExportButton } from './CsvExportButton';
import { KeysetListBody } from './KeysetListBody';
import { ListFilterBar } from './ListFilterBar';
import { RecordTable, type RecordColumn } from './RecordTable';

export interface RecordsSectionProps<Row extends { id: number }> {
  title: string;
  description: string;
  list: ListSpec<ListPathOf<Row>>;
  failureMessage: string;
  enabled: boolean;
  columns: readonly RecordColumn<Row>[];
  emptyText: string;
  emptyIcon: ReactNode;
}

/** A titled, searchable table of records read page by page, with its CSV export of the same filters. */
export function RecordsSection<Row extends { id: number }>(props: RecordsSectionProps<Row>) {
  const { title, description, failureMessage, enabled, columns, emptyText, emptyIcon } = props;
  const list = useKeysetList<Row>(props.list, failureMessage, enabled);
  const { exportHref } = list;
  return (
    <SectionCard
      title={title}
      description={description}
      action={
        exportHref && props.list.exportFileName ? (
          <CsvExportButton href={exportHref} fileName={props.list.exportFileName} />
        ) : null
      }
    >
      <ListFilterBar list={list} />
      <KeysetListBody list={list} label={title} emptyText={emptyText} emptyIcon={emptyIcon}>
        {(rows) => <RecordTable label={title} rows={rows} columns={columns} />}
      </KeysetListBody>
    </SectionCard>
  );
}
