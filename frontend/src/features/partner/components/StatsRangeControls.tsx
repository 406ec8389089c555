import { useId, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  RANGE_PRESETS,
  customRangeProblem,
  rangeDates,
  sameRange,
  utcToday,
  type RangePreset,
  type StatsRange,
} from '../utils/stats-view';

export interface StatsRangeControlsProps {
  range: StatsRange;
  onChange: (range: StatsRange) => void;
}

const CUSTOM = 'custom';

export function StatsRangeControls({ range, onChange }: StatsRangeControlsProps) {
  const [customOpen, setCustomOpen] = useState(range.kind === 'custom');
  const shown = rangeDates(range, utcToday());
  const [from, setFrom] = useState(shown.from);
  const [to, setTo] = useState(shown.to);
  const [problem, setProblem] = useState<string | null>(null);
  const problemId = useId();
  // The range can also change from outside (back/forward, a "View in analytics" link).
  const [shownRange, setShownRange] = useState(range);
  if (!sameRange(shownRange, range)) {
    setShownRange(range);
    setCustomOpen(range.kind === 'custom');
    setFrom(shown.from);
    setTo(shown.to);
    setProblem(null);
  }

  const choose = (_event: unknown, value: string | null) => {
    if (value === null) return;
    if (value === CUSTOM) {
      setFrom(shown.from);
      setTo(shown.to);
      setProblem(null);
      setCustomOpen(true);
      return;
    }
    setCustomOpen(false);
    onChange({ kind: 'preset', days: Number(value) as RangePreset });
  };

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const found = customRangeProblem(from, to);
    setProblem(found);
    if (found === null) onChange({ kind: 'custom', from, to });
  };

  const selected = customOpen || range.kind === 'custom' ? CUSTOM : String(range.days);
  const dateProps = {
    size: 'small' as const,
    type: 'date',
    required: true,
    error: problem !== null,
    slotProps: { inputLabel: { shrink: true }, htmlInput: { 'aria-describedby': problem ? problemId : undefined } },
    sx: { minWidth: { sm: 160 }, flex: { xs: 1, sm: 'none' } },
  };

  return (
    <Stack spacing={1.5}>
      <ToggleButtonGroup
        value={selected}
        exclusive
        onChange={choose}
        aria-label="Date range"
        size="small"
        color="secondary"
        sx={{ flexWrap: 'wrap' }}
      >
        {RANGE_PRESETS.map((days) => (
          <ToggleButton key={days} value={String(days)} sx={{ px: 1.5 }}>
            {days} days
          </ToggleButton>
        ))}
        <ToggleButton value={CUSTOM} sx={{ px: 1.5 }}>
          Custom
        </ToggleButton>
      </ToggleButtonGroup>
      {customOpen ? (
        <Box component="form" noValidate onSubmit={apply} aria-label="Custom date range">
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
            <Stack direction="row" spacing={1.5}>
              <TextField {...dateProps} label="From" value={from} onChange={(event) => setFrom(event.target.value)} />
              <TextField {...dateProps} label="To" value={to} onChange={(event) => setTo(event.target.value)} />
            </Stack>
            <Button type="submit" variant="outlined" sx={{ height: 40 }}>
              Apply range
            </Button>
          </Stack>
          {problem ? (
            <Typography id={problemId} role="alert" variant="body2" sx={{ color: 'error.main', mt: 1 }}>
              {problem}
            </Typography>
          ) : (
            <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 0.75 }}>
              Days are UTC calendar days; a range can span up to 366 days.
            </Typography>
          )}
        </Box>
      ) : null}
    </Stack>
  );
}
