import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import HistoryOutlinedIcon from '@mui/icons-material/HistoryOutlined';
import type { AuditEntry } from '../../../lib/api-types';
import { READ_FAILURES } from '../../../lib/read-failures';
import { ADMIN_LISTS } from '../utils/admin-lists';
import { auditActionLabel, statusBadge, targetTypeLabel } from '../utils/audit-actions';
import { formatDateTime } from '../utils/date-format';
import { reversalForAuditAction } from '../utils/reversal-kinds';
import type { RecordColumn } from './RecordTable';
import { AuditChange, NoValue } from './AuditChange';
import { RecordsSection } from './RecordsSection';
import { ReverseButton } from './ReverseDialog';

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
    id: 'change',
    label: 'Change',
    minWidth: 200,
    render: (entry) => <AuditChange before={entry.before} after={entry.after} />,
  },
  {
    id: 'notes',
    label: 'Notes',
    minWidth: 180,
    render: (entry) => entry.notes ?? <NoValue />,
  },
  {
    id: 'actions',
    label: 'Actions',
    nowrap: true,
    // The row cannot tell whether the target moved on since; the server answers 409 then, shown in the dialog.
    render: (entry) => {
      const kind = reversalForAuditAction(entry.action);
      if (!kind) return <NoValue />;
      return <ReverseButton target={{ kind, id: entry.targetId, subject: entry.targetLabel }} label="Reverse…" />;
    },
  },
];

export function AuditLogTab({ enabled }: { enabled: boolean }) {
  return (
    <RecordsSection
      title="Audit log"
      description="Every moderation decision and account action: who made it, when, what it changed and the note left with it."
      list={ADMIN_LISTS.audit}
      failureMessage={READ_FAILURES.audit}
      enabled={enabled}
      columns={columns}
      emptyText="No decisions recorded yet"
      emptyIcon={<HistoryOutlinedIcon />}
    />
  );
}
