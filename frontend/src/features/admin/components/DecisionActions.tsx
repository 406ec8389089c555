import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { ReasonCode } from '../../../lib/api-types';
import type { ModerationDecision } from '../hooks/use-moderation-decision';
import { MODERATION_KINDS, type ModerationKind } from '../utils/moderation-kinds';
import { DEFAULT_REASON } from '../utils/reason-codes';
import { DecisionButtons } from './DecisionButtons';
import { DecisionDialog } from './DecisionDialog';

export interface DecisionActionsProps {
  kind: ModerationKind;
  id: number;
  subject: string;
  decision: ModerationDecision;
  /** Ask for a note before approving too (submissions: the submitter reads it). */
  confirmApproval?: boolean;
}

export function DecisionActions({ kind, id, subject, decision, confirmApproval = false }: DecisionActionsProps) {
  const text = MODERATION_KINDS[kind];
  // The choice outlives `open`, so the dialog keeps its wording while it animates closed.
  const [isOpen, setIsOpen] = useState(false);
  const [approveChosen, setApproveChosen] = useState(false);
  const [note, setNote] = useState('');
  const [reasonCode, setReasonCode] = useState<ReasonCode>(DEFAULT_REASON);
  const busy = decision.isBusy(id);
  // Rejections of submitted items carry a reason code, which decides if and when the owner may resubmit.
  const withReason = kind === 'submission' || kind === 'article' || kind === 'partner';

  const openDialog = (approve: boolean) => {
    decision.dismissProblem();
    setNote('');
    setReasonCode(DEFAULT_REASON);
    setApproveChosen(approve);
    setIsOpen(true);
  };

  const run = async (approve: boolean, withNote: string) => {
    if (busy) return;
    const finished = await decision.decide(
      id,
      approve,
      withNote,
      subject,
      !approve && withReason ? reasonCode : undefined,
    );
    if (finished) setIsOpen(false);
  };

  return (
    <>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <DecisionButtons
          approveLabel={text.approveLabel}
          rejectLabel={text.rejectLabel}
          disabled={busy}
          onApprove={() => (confirmApproval ? openDialog(true) : void run(true, ''))}
          onReject={() => openDialog(false)}
        />
      </Stack>
      <DecisionDialog
        open={isOpen}
        kind={kind}
        approve={approveChosen}
        subject={subject}
        note={note}
        busy={busy}
        problem={decision.problem?.id === id ? decision.problem.message : undefined}
        onNoteChange={setNote}
        reason={withReason ? { code: reasonCode, onChange: setReasonCode } : undefined}
        onCancel={() => setIsOpen(false)}
        onConfirm={() => void run(approveChosen, note)}
      />
    </>
  );
}

/** The server's explanation of a failed decision, kept beside the list after the dialog closes. */
export function DecisionProblemAlert({ decision }: { decision: ModerationDecision }) {
  if (!decision.problem) return null;
  return (
    <Alert severity="error" onClose={decision.dismissProblem} sx={{ mb: 2, overflowWrap: 'anywhere' }}>
      {decision.problem.message}
    </Alert>
  );
}
