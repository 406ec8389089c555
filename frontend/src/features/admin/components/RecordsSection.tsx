import { useState, type ReactNode } from 'react';
import { EmptyState, LoadFailure, LoadingState } from '../../../components/ListStates';
import { SectionCard } from '../../../components/SectionCard';
import { usePagedRecords } from '../api/use-admin-records';
import { isUnauthorizedOrForbidden } from '../utils/access';
import { ADMIN_PAGE_SIZE } from '../utils/pagination';
import { PaginationBar } from './PaginationBar';
import { RecordTable, type RecordColumn } from './RecordTable';

export interface RecordsSectionProps<Row extends { id: number }> {
  title: string;
  description: string;
  action?: ReactNode;
  endpoint: string;
  enabled: boolean;
  columns: readonly RecordColumn<Row>[];
  emptyText: string;
  emptyIcon: ReactNode;
}

/** A titled table of records read page by page; each section keeps its own page. */
export function RecordsSection<Row extends { id: number }>(props: RecordsSectionProps<Row>) {
  const { title, description, action, endpoint, enabled, columns, emptyText, emptyIcon } = props;
  const [page, setPage] = useState(1);
  const { records, error, retry } = usePagedRecords<Row>(endpoint, enabled, page, ADMIN_PAGE_SIZE);

  let content: ReactNode;
  if (error && !isUnauthorizedOrForbidden(error)) {
    content = <LoadFailure message={`We could not load the ${title.toLowerCase()}.`} onRetry={retry} />;
  } else if (!records) {
    content = <LoadingState />;
  } else if (records.total === 0) {
    content = <EmptyState icon={emptyIcon}>{emptyText}</EmptyState>;
  } else {
    content = (
      <>
        <RecordTable label={title} rows={records.items} columns={columns} />
        <PaginationBar label={title} page={page} pageSize={ADMIN_PAGE_SIZE} total={records.total} onPageChange={setPage} />
      </>
    );
  }

  return (
    <SectionCard title={title} description={description} action={action}>
      {content}
    </SectionCard>
  );
}
