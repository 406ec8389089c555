import type { ReactNode } from 'react';
import type { Page } from '../api/admin-types';
import { isUnauthorizedOrForbidden } from '../utils/access';
import { EmptyState, LoadFailure, LoadingState } from './ListStates';
import { PaginationBar } from './PaginationBar';
import { RecordTable, type RecordColumn } from './RecordTable';

export interface PagedRecordsProps<Row extends { id: number }> {
  label: string;
  records: Page<Row> | undefined;
  error: unknown;
  retry: () => void;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  columns: readonly RecordColumn<Row>[];
  emptyText: string;
  emptyIcon: ReactNode;
}

export function PagedRecords<Row extends { id: number }>(props: PagedRecordsProps<Row>) {
  const { label, records, error, retry, page, pageSize, onPageChange, columns, emptyText, emptyIcon } = props;
  if (error && !isUnauthorizedOrForbidden(error)) {
    return <LoadFailure message={`We could not load the ${label.toLowerCase()}.`} onRetry={retry} />;
  }
  if (!records) return <LoadingState />;
  if (records.total === 0) return <EmptyState icon={emptyIcon}>{emptyText}</EmptyState>;
  return (
    <>
      <RecordTable label={label} rows={records.items} columns={columns} />
      <PaginationBar label={label} page={page} pageSize={pageSize} total={records.total} onPageChange={onPageChange} />
    </>
  );
}
