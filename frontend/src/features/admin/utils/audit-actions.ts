export interface BadgeStyle {
  label: string;
  color: 'success' | 'error' | 'warning' | 'default';
  variant: 'filled' | 'outlined';
}

const ACTION_LABELS: Record<string, string> = {
  'partner.approve': 'Approved partner',
  'partner.reject': 'Rejected partner',
  'project.verify': 'Verified project',
  'project.reject': 'Rejected project',
  'article.publish': 'Published article',
  'article.reject': 'Rejected article',
  'project-submission.approve': 'Approved submission',
  'project-submission.reject': 'Rejected submission',
};

/** Audit actions in words; an action this client does not know yet is shown as recorded. */
export function auditActionLabel(action: string): string {
  return ACTION_LABELS[action] ?? action;
}

const TARGET_TYPE_LABELS: Record<string, string> = {
  partner: 'Partner',
  project: 'Project',
  article: 'Article',
  'project-submission': 'Project submission',
};

export function targetTypeLabel(targetType: string): string {
  return TARGET_TYPE_LABELS[targetType] ?? targetType;
}

/** Decisions and submission states share one palette: green yes, red no, amber waiting. */
export function statusBadge(status: string): BadgeStyle {
  switch (status) {
    case 'approved':
    case 'verified':
    case 'published':
      return { label: capitalize(status), color: 'success', variant: 'filled' };
    case 'rejected':
      return { label: 'Rejected', color: 'error', variant: 'filled' };
    case 'pending':
      return { label: 'Pending', color: 'warning', variant: 'outlined' };
    default:
      return { label: status === '' ? 'Unknown' : capitalize(status), color: 'default', variant: 'outlined' };
  }
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
