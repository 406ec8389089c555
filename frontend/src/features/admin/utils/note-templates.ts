import type { ReasonCode } from '../../../lib/api-types';

export const TEMPLATE_LABEL_MAX_LENGTH = 80;
export const TEMPLATE_BODY_MAX_LENGTH = 1000;

export interface NoteTemplateDraft {
  label: string;
  reasonCode: ReasonCode | null;
  body: string;
}

export interface NoteTemplateProblems {
  label?: string;
  body?: string;
}

/** The form's checks, the same as the server's (trimmed, 1–80 and 1–1000 characters). */
export function noteTemplateProblems(label: string, body: string): NoteTemplateProblems {
  const problems: NoteTemplateProblems = {};
  const trimmedLabel = label.trim();
  const trimmedBody = body.trim();
  if (trimmedLabel === '') problems.label = 'Give the saved reason a label.';
  else if (trimmedLabel.length > TEMPLATE_LABEL_MAX_LENGTH)
    problems.label = `At most ${TEMPLATE_LABEL_MAX_LENGTH} characters.`;
  if (trimmedBody === '') problems.body = 'Write the note to save.';
  else if (trimmedBody.length > TEMPLATE_BODY_MAX_LENGTH)
    problems.body = `At most ${TEMPLATE_BODY_MAX_LENGTH} characters.`;
  return problems;
}

export const hasProblems = (problems: NoteTemplateProblems) =>
  problems.label !== undefined || problems.body !== undefined;

/** What picking a saved reason puts into a decision: its note, and its reason code when it has one. */
export function applyTemplate(
  template: { body: string; reasonCode?: ReasonCode | null },
  current: { note: string; reasonCode?: ReasonCode },
): { note: string; reasonCode?: ReasonCode } {
  return { note: template.body, reasonCode: template.reasonCode ?? current.reasonCode };
}

/** A label to suggest for a note about to be saved: its first words, cut to fit. */
export function suggestedLabel(note: string): string {
  const firstLine = note.trim().split(/\r?\n/)[0] ?? '';
  if (firstLine.length <= 40) return firstLine;
  const cut = firstLine.slice(0, 40);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > 20 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
