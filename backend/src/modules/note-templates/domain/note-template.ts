import type { ReasonCode } from '../../../kernel/lifecycle/reason-code';

export const NOTE_TEMPLATE_LABEL_MAX_LENGTH = 80;
export const NOTE_TEMPLATE_BODY_MAX_LENGTH = 1000;

/** A saved rejection reason: the note (and optional reason code) an admin picks instead of retyping it. */
export interface NoteTemplate {
  id: number;
  label: string;
  reasonCode: ReasonCode | null;
  body: string;
  createdAt: Date;
  updatedAt: Date;
}

export interface NoteTemplateDraft {
  label: string;
  reasonCode: ReasonCode | null;
  body: string;
}

export function duplicateLabelMessage(label: string): string {
  return `A saved reason labelled "${label}" already exists`;
}
