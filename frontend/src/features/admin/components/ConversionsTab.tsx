import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import VerifiedUserOutlinedIcon from '@mui/icons-material/VerifiedUserOutlined';
import { SectionCard } from '../../../components/SectionCard';
import { mutationErrorMessage } from '../../../lib/api-client';
import type { ReferralConversion } from '../../../lib/api-types';
import { useToast } from '../../../lib/use-toast';
import { useKeysetList } from '../api/use-keyset-list';
import { useConversionReview } from '../api/use-referral-conversions';
import { ADMIN_LISTS } from '../utils/admin-lists';
import { conversionFlag, conversionStatusLabel } from '../utils/conversion-flags';
import { formatDateTime } from '../utils/date-format';
import { KeysetListBody } from './KeysetListBody';
import { ListFilterBar } from './ListFilterBar';
import { RecordTable, type RecordColumn } from './RecordTable';
import { VoidConversionDialog } from './VoidConversionDialog';

type Row = ReferralConversion & { id: number };

const STATUS_COLOR = { flagged: 'warning', counted: 'success', voided: 'error' } as const;

function Flags({ flags }: { flags: readonly string[] }) {
  if (flags.length === 0) return <>None</>;
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {flags.map((flag) => {
        const { label, explanation } = conversionFlag(flag);
        return (
          <Box component="li" key={flag}>
            <Chip size="small" color="warning" variant="outlined" label={label} />
            <Typography variant="caption" sx={{ display: 'block', color: 'text.secondary', mt: 0.5 }}>
              {explanation}
            </Typography>
          </Box>
        );
      })}
    </Stack>
  );
}

interface RowActions {
  busyId: number | null;
  onConfirm: (conversion: ReferralConversion) => void;
  onVoid: (conversion: ReferralConversion) => void;
}

function conversionColumns({ busyId, onConfirm, onVoid }: RowActions): RecordColumn<Row>[] {
  return [
    {
      id: 'account',
      label: 'New account',
      render: (row) => (
        <>
          <strong>{row.username}</strong>
          <Typography component="span" variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
            Signed up {formatDateTime(row.convertedAt)}
          </Typography>
        </>
      ),
    },
    {
      id: 'referral',
      label: 'Referral',
      render: (row) => (
        <>
          <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
            {row.referralCode}
          </Box>
          <Typography component="span" variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
            {row.companyName}
          </Typography>
        </>
      ),
    },
    { id: 'flags', label: 'Flags', minWidth: 200, render: (row) => <Flags flags={row.flags} /> },
    {
      id: 'signals',
      label: 'Address and browser',
      minWidth: 180,
      render: (row) => (
        <>
          {row.clientAddress ?? '—'}
          <Typography
            component="span"
            variant="caption"
            sx={{ display: 'block', color: 'text.secondary', overflowWrap: 'anywhere' }}
          >
            {row.userAgent ?? 'No user agent'}
          </Typography>
        </>
      ),
    },
    {
      id: 'status',
      label: 'Status',
      render: (row) => (
        <>
          <Chip
            size="small"
            variant="outlined"
            color={STATUS_COLOR[row.status]}
            label={conversionStatusLabel(row.status)}
          />
          {row.reviewedAt ? (
            <Typography variant="caption" sx={{ display: 'block', color: 'text.secondary', mt: 0.5 }}>
              Reviewed {formatDateTime(row.reviewedAt)}
              {row.reviewNote ? `: ${row.reviewNote}` : ''}
            </Typography>
          ) : null}
        </>
      ),
    },
    {
      id: 'actions',
      label: 'Actions',
      render: (row) =>
        row.status === 'flagged' ? (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button
              size="small"
              variant="outlined"
              sx={{ whiteSpace: 'nowrap' }}
              disabled={busyId === row.userId}
              onClick={() => onConfirm(row)}
              aria-label={`Confirm ${row.username}`}
            >
              Confirm
            </Button>
            <Button
              size="small"
              color="error"
              sx={{ whiteSpace: 'nowrap' }}
              disabled={busyId === row.userId}
              onClick={() => onVoid(row)}
              aria-label={`Void ${row.username}…`}
            >
              Void…
            </Button>
          </Stack>
        ) : (
          '—'
        ),
    },
  ];
}

/** Admins only: signups the fraud checks held back, confirmed (they count) or voided (they never do). */
export function ConversionsTab({ enabled }: { enabled: boolean }) {
  const list = useKeysetList<ReferralConversion>(
    ADMIN_LISTS.conversions,
    'Failed to fetch referral conversions',
    enabled,
  );
  const [voiding, setVoiding] = useState<ReferralConversion | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const toast = useToast();
  const review = useConversionReview();

  const confirm = async (conversion: ReferralConversion) => {
    setBusyId(conversion.userId);
    try {
      await review.confirm(conversion);
      toast({
        title: 'Conversion confirmed',
        description: `${conversion.username} now counts for ${conversion.referralCode}.`,
        variant: 'success',
      });
    } catch (failure) {
      toast({
        title: 'Not confirmed',
        description: mutationErrorMessage(failure, 'Could not confirm the conversion. Please try again.'),
        variant: 'error',
      });
    } finally {
      setBusyId(null);
    }
  };

  const voidConversion = async (conversion: ReferralConversion, note: string) => {
    await review.void(conversion, note);
    setVoiding(null);
    toast({
      title: 'Conversion voided',
      description: `${conversion.username} will not count for ${conversion.referralCode}.`,
      variant: 'success',
    });
  };

  return (
    <SectionCard
      title="Referral conversions"
      description="Signups through referral links that the fraud checks flagged wait here, oldest first. Confirm one to count it for the partner, or void it with a note."
    >
      <ListFilterBar list={list} />
      <KeysetListBody
        list={list}
        label="Referral conversions"
        emptyText="No flagged conversions to review"
        emptyIcon={<VerifiedUserOutlinedIcon />}
      >
        {(conversions) => (
          <RecordTable
            label="Referral conversions"
            rows={conversions.map((conversion) => ({ ...conversion, id: conversion.userId }))}
            columns={conversionColumns({
              busyId,
              onConfirm: (conversion) => void confirm(conversion),
              onVoid: setVoiding,
            })}
          />
        )}
      </KeysetListBody>
      <VoidConversionDialog conversion={voiding} onCancel={() => setVoiding(null)} onVoid={voidConversion} />
    </SectionCard>
  );
}
