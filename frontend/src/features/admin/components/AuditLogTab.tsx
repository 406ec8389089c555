import { useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import HistoryOutlinedIcon from '@mui/icons-material/HistoryOutlined';
import type { AuditEntry } from '../api/admin-types';
import { useAuditLog } from '../api/use-admin-records';
import { auditActionLabel, statusBadge, targetTypeLabel } from '../utils/audit-actions';
import { formatDateTime } from '../utils/date-format';
import { ADMIN_PAGE_SIZE } from '../utils/pagination';
import { PagedRecords } from './PagedRecords';
import type { RecordColumn } from './RecordTable';
import { SectionCard } from './SectionCard';

const columns: readonly RecordColumn<AuditEntry>[] = [
  { id: 'when', label: 'When', nowrap: true, render: (entry) => formatDateTime(entry.createdAt) },
  { id: 'admin', label: 'Admin', nowrap: true, render: (entry) => entry.adminUsername },
  { id: 'action', label: 'Action', nowrap: true, render: (entry) => auditActionLabel(entry.action) },
  {
    id: 'target',
    label: 'Target',
    minWidth: 160,
    render: (entry) => (
      <>
        <Box component="span" sx={{ fontWeight: 600 }}>
          {entry.targetLabel}
        </Box>
        <Typography component="span" variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
          {targetTypeLabel(entry.targetType)} #{entry.targetId}
        </Typography>
      </>
    ),
  },
  {
    id: 'outcome',
    label: 'Outcome',
    render: (entry) => {
      const badge = statusBadge(entry.outcome);
      return <Chip size="small" label={badge.label} color={badge.color} variant={badge.variant} />;
    },
  },
  {
    id: 'notes',
    label: 'Notes',
    minWidth: 180,
    render: (entry) =>
      entry.notes ?? (
        <Box component="span" sx={{ color: 'text.secondary' }}>
          —
        </Box>
      ),
  },
];

export function AuditLogTab({ enabled }: { enabled: boolean }) {
  const [page, setPage] = useState(1);
  const { records, error, retry } = useAuditLog(enabled, page, ADMIN_PAGE_SIZE);
  return (
    <SectionCard title="Audit log" description="Every moderation decision: who made it, when, and the note left with it.">
      <PagedRecords
        label="Audit log"
        records={records}
        error={error}
        retry={retry}
        page={page}
        pageSize={ADMIN_PAGE_SIZE}
        onPageChange={setPage}
        columns={columns}
        emptyText="No decisions recorded yet"
        emptyIcon={<HistoryOutlinedIcon />}
      />
    </SectionCard>
  );
}
