import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  isRegionFilter,
  isTimeframe,
  regionOptions,
  timeframeOptions,
  type RegionFilter,
  type Timeframe,
} from '../analytics-filters';

export interface AnalyticsFiltersProps {
  timeframe: Timeframe;
  region: RegionFilter;
  onTimeframeChange: (timeframe: Timeframe) => void;
  onRegionChange: (region: RegionFilter) => void;
}

export function AnalyticsFilters({ timeframe, region, onTimeframeChange, onRegionChange }: AnalyticsFiltersProps) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ width: { xs: '100%', sm: 'auto' } }}>
      <TextField
        select
        size="small"
        label="Timeframe"
        value={timeframe}
        onChange={(event) => isTimeframe(event.target.value) && onTimeframeChange(event.target.value)}
        sx={{ flex: 1, minWidth: { sm: 170 } }}
      >
        {timeframeOptions.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Region"
        value={region}
        onChange={(event) => isRegionFilter(event.target.value) && onRegionChange(event.target.value)}
        sx={{ flex: 1, minWidth: { sm: 160 } }}
      >
        {regionOptions.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
