import { ApiProperty } from '@nestjs/swagger';
import { resubmissionOf } from '../../kernel/lifecycle/owner-transitions';
import { REASON_CODES, reasonLabel, type ReasonCode } from '../../kernel/lifecycle/reason-code';
import { ResubmissionDto } from './resubmission.dto';

/**
 * The fields every owner-submitted item (partner profile, article, project submission) answers
 * with beside its own: the ID to quote and the last decision, with whether the owner may
 * resubmit. Each item's DTO declares them where they stand in its answer.
 */

/** `example` is the item's first ID of November 2026, e.g. PP-2611-0001. */
export const ApiRequestId = (example: string) =>
  ApiProperty({
    example,
    description: `The ID to quote: ${example.slice(0, 2)}, the year and month of creation (YYMM), the id zero-padded to 4 digits`,
  });

export const ApiRejectionReasonCode = () =>
  ApiProperty({ type: String, enum: REASON_CODES, nullable: true, description: 'Why it was rejected' });

export const ApiReasonLabel = () => ApiProperty({ type: String, nullable: true, example: 'Needs more detail' });

/** `description` names the item: "Whether and when a rejected article may be resubmitted; …". */
export const ApiResubmission = (description: string) =>
  ApiProperty({ type: ResubmissionDto, nullable: true, description });

export const ApiDecidedAt = () => ApiProperty({ type: Date, nullable: true, description: 'When it was last decided' });

export interface DecisionFields {
  reasonCode: ReasonCode | null;
  reasonLabel: string | null;
  resubmission: ResubmissionDto | null;
}

/** The decision fields of an item in `status` (its own status names; only `rejected` may allow a resubmission). */
export function decisionFieldsOf(item: {
  status: string;
  reasonCode: ReasonCode | null;
  decidedAt: Date | null;
}): DecisionFields {
  return {
    reasonCode: item.reasonCode,
    reasonLabel: item.reasonCode ? reasonLabel(item.reasonCode) : null,
    resubmission:
      item.status === 'rejected'
        ? resubmissionOf({ status: 'rejected', reasonCode: item.reasonCode, decidedAt: item.decidedAt })
        : null,
  };
}
