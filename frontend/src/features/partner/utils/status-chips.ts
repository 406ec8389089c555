import type { PartnerStatus } from '../../../lib/api-types';
import { badgeStyle, reviewStatusBadge, statusLabel } from '../../../lib/badge-style';

export interface ChipStyle {
  label: string;
  variant: 'filled' | 'outlined';
  color: 'default' | 'primary' | 'secondary' | 'error' | 'success' | 'warning';
}

/** Spec §2: active has the default (filled) style, completed the secondary one, anything else an outline. */
export function campaignStatusChip(status: string): ChipStyle {
  if (status === 'active') return { label: 'Active', ...badgeStyle('default') };
  if (status === 'completed') return { label: 'Completed', ...badgeStyle('secondary') };
  return { label: statusLabel(status), ...badgeStyle('outline') };
}

/** Spec §2: approved has the default style, rejected the destructive one, anything else secondary. */
export function submissionStatusChip(status: string): ChipStyle {
  return reviewStatusBadge(status);
}

export interface PartnerStatusView extends ChipStyle {
  explanation: string;
}

export function partnerStatusView(status: PartnerStatus): PartnerStatusView {
  switch (status) {
    case 'approved':
      return {
        label: 'Approved',
        variant: 'filled',
        color: 'success',
        explanation: 'The ChainBoost team approved your profile, so your account has the partner role.',
      };
    case 'rejected':
      return {
        label: 'Rejected',
        variant: 'filled',
        color: 'error',
        explanation:
          'The ChainBoost team did not approve this profile, so the partner tools are closed. See below whether you may correct it and re-apply.',
      };
    case 'withdrawn':
      return {
        label: 'Withdrawn',
        variant: 'outlined',
        color: 'default',
        explanation:
          'You withdrew this application. Correct it if needed and re-apply; until then the partner tools are closed.',
      };
    case 'revoked':
      return {
        label: 'Revoked',
        variant: 'filled',
        color: 'error',
        explanation:
          'The ChainBoost team revoked your partner approval, so the partner tools are closed. Your existing records stay readable.',
      };
    default:
      return {
        label: 'Pending approval',
        variant: 'outlined',
        color: 'warning',
        explanation:
          'The ChainBoost team reviews every new partner. Approval unlocks the partner role; until then you can already use every tool below.',
      };
  }
}
