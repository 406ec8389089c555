export type AuditValue = string | number | boolean | null;
export type AuditValues = Readonly<Record<string, AuditValue>>;

export interface AuditFieldChange {
  key: string;
  label: string;
  before: string;
  after: string;
}

const FIELD_LABELS: Record<string, string> = {
  status: 'Status',
  verificationStatus: 'Verification',
  reasonCode: 'Reason',
  adminNotes: 'Admin notes',
  decisionReason: 'Reason',
  projectId: 'Directory project',
  disabled: 'Disabled',
  role: 'Role',
  listed: 'Listed',
  passwordResetLinkExpiresAt: 'Reset link expires',
};

/** A field name in words: the known ones by name, others from their camelCase. */
export function fieldLabel(key: string): string {
  const known = FIELD_LABELS[key];
  if (known) return known;
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function valueText(value: AuditValue | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return String(value);
}

/** Only the fields whose value differs before and after, in the order the entry names them. */
export function changedFields(
  before: AuditValues | null | undefined,
  after: AuditValues | null | undefined,
): AuditFieldChange[] {
  const was = before ?? {};
  const now = after ?? {};
  const keys = [...new Set([...Object.keys(was), ...Object.keys(now)])];
  return keys
    .filter((key) => (was[key] ?? null) !== (now[key] ?? null))
    .map((key) => ({ key, label: fieldLabel(key), before: valueText(was[key]), after: valueText(now[key]) }));
}
