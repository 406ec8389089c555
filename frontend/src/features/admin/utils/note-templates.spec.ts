import { describe, expect, it } from 'vitest';
import { applyTemplate, hasProblems, noteTemplateProblems, suggestedLabel } from './note-templates';

describe('noteTemplateProblems', () => {
  it('accepts a label and a note within their limits', () => {
    expect(noteTemplateProblems(' Missing audit ', 'Please add it.')).toEqual({});
    expect(hasProblems(noteTemplateProblems('x'.repeat(80), 'y'.repeat(1000)))).toBe(false);
  });

  it('asks for a label and a note, blank ones included', () => {
    expect(noteTemplateProblems('   ', '')).toEqual({
      label: 'Give the saved reason a label.',
      body: 'Write the note to save.',
    });
  });

  it('refuses a label over 80 or a note over 1000 characters once trimmed', () => {
    expect(noteTemplateProblems('x'.repeat(81), 'y'.repeat(1001))).toEqual({
      label: 'At most 80 characters.',
      body: 'At most 1000 characters.',
    });
    expect(noteTemplateProblems(` ${'x'.repeat(80)} `, 'ok')).toEqual({});
  });
});

describe('applyTemplate', () => {
  it("fills the note and the template's reason code", () => {
    expect(
      applyTemplate({ body: 'Add the audit.', reasonCode: 'needs_more_detail' }, { note: 'old', reasonCode: 'other' }),
    ).toEqual({
      note: 'Add the audit.',
      reasonCode: 'needs_more_detail',
    });
  });

  it('keeps the chosen reason code when the template has none', () => {
    expect(applyTemplate({ body: 'Dup.', reasonCode: null }, { note: '', reasonCode: 'duplicate' })).toEqual({
      note: 'Dup.',
      reasonCode: 'duplicate',
    });
    expect(applyTemplate({ body: 'Dup.', reasonCode: null }, { note: '' })).toEqual({
      note: 'Dup.',
      reasonCode: undefined,
    });
  });
});

describe('suggestedLabel', () => {
  it("takes a short note's first line as it is", () => {
    expect(suggestedLabel('  Missing audit report\nMore text')).toBe('Missing audit report');
  });

  it('cuts a long first line at a word', () => {
    expect(suggestedLabel('Please add the audit report from an independent firm before resubmitting')).toBe(
      'Please add the audit report from an…',
    );
  });
});
