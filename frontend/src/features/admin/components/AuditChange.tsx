import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '../../../components/visually-hidden';
import { changedFields, type AuditValues } from '../utils/audit-change';

/** An audit log cell with nothing to show. */
export function NoValue() {
  return (
    <Box component="span" sx={{ color: 'text.secondary' }}>
      —
    </Box>
  );
}

/** What an audited change changed, field by field: before → after. */
export function AuditChange({
  before,
  after,
}: {
  before: AuditValues | null | undefined;
  after: AuditValues | null | undefined;
}) {
  const changes = changedFields(before, after);
  if (changes.length === 0) return <NoValue />;
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.5 }}>
      {changes.map((change) => (
        <Box component="li" key={change.key} sx={{ overflowWrap: 'anywhere', position: 'relative' }}>
          <Typography component="span" variant="caption" sx={{ color: 'text.secondary', mr: 0.5 }}>
            {change.label}:
          </Typography>
          <Box component="span" sx={{ color: 'text.secondary', textDecoration: 'line-through' }}>
            {change.before}
          </Box>
          <Box component="span" aria-hidden sx={{ mx: 0.5 }}>
            →
          </Box>
          {/* Pinned inside the item: at its inline spot the 1px box can land past a phone's right edge. */}
          <Box component="span" sx={{ ...visuallyHidden, top: 0, left: 0 }}>
            {' changed to '}
          </Box>
          <Box component="span" sx={{ fontWeight: 600 }}>
            {change.after}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
