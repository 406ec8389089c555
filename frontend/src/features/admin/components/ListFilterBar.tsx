import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import type { KeysetList } from '../api/use-keyset-list';
import { isFiltered, LIST_SEARCH_MAX_LENGTH, type SortOrder } from '../utils/list-state';

export const SEARCH_DEBOUNCE_MS = 350;

const fieldSx = { minWidth: { sm: 150 }, flex: { xs: '1 1 100%', sm: '0 1 auto' } } as const;
/** From and To share a row on phones. */
const dateFieldSx = { ...fieldSx, flex: { xs: '1 1 40%', sm: '0 1 auto' } } as const;

/** The search box of one list: it applies what was typed after a pause, or at once on Enter. */
function SearchField({ list }: { list: KeysetList<unknown> }) {
  const { spec, state } = list;
  const [draft, setDraft] = useState(state.q);
  const sent = useRef(state.q);
  // The pause ends after renders the typing did not cause (a filter chosen meanwhile): apply the
  // search to the list as it is then, not as it was when the last key was pressed.
  const latest = useRef(list);
  useLayoutEffect(() => {
    latest.current = list;
  });

  // Back/forward or a link changed the search: show it, unless it is what this box just sent.
  useEffect(() => {
    if (state.q !== sent.current) {
      sent.current = state.q;
      setDraft(state.q);
    }
  }, [state.q]);

  const apply = (value: string) => {
    const current = latest.current;
    if (value.trim() === current.state.q) return;
    sent.current = value.trim();
    current.change({ q: value }, { replace: true });
  };

  useEffect(() => {
    const timer = window.setTimeout(() => apply(draft), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
    // Only typing restarts the pause.
  }, [draft]);

  return (
    <Box
      component="form"
      role="search"
      aria-label={`Search ${spec.prefix}`}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        apply(draft);
      }}
      sx={{ flex: { xs: '1 1 100%', md: '1 1 260px' }, minWidth: 0 }}
    >
      <TextField
        type="search"
        label={spec.searchLabel}
        size="small"
        fullWidth
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        slotProps={{
          htmlInput: { maxLength: spec.searchMaxLength ?? LIST_SEARCH_MAX_LENGTH },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
    </Box>
  );
}

/** Search, filters, date range and sort of one admin list; every change lands in the URL. */
export function ListFilterBar({ list }: { list: KeysetList<unknown> }) {
  const { spec, state, change, reset } = list;
  const dateError = state.from && state.to && state.from > state.to ? '"From" is after "To"' : undefined;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 2.5, alignItems: 'flex-start' }}>
      {spec.searchLabel ? <SearchField list={list} /> : null}
      {spec.filters.map((filter) => (
        <TextField
          key={filter.key}
          select
          size="small"
          label={filter.label}
          value={state.filters[filter.key] ?? ''}
          onChange={(event) => change({ filters: { [filter.key]: event.target.value } })}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          sx={fieldSx}
        >
          <MenuItem value="">{filter.allLabel}</MenuItem>
          {filter.options.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      ))}
      {spec.dateRange ? (
        <>
          <TextField
            type="date"
            size="small"
            label="From"
            value={state.from}
            onChange={(event) => change({ from: event.target.value })}
            error={Boolean(dateError)}
            helperText={dateError}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: state.to || undefined } }}
            sx={dateFieldSx}
          />
          <TextField
            type="date"
            size="small"
            label="To"
            value={state.to}
            onChange={(event) => change({ to: event.target.value })}
            error={Boolean(dateError)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: state.from || undefined } }}
            sx={dateFieldSx}
          />
        </>
      ) : null}
      {spec.defaultSort ? (
        <ToggleButtonGroup
          exclusive
          size="small"
          aria-label="Sort order"
          value={state.sort}
          onChange={(_event, sort: SortOrder | null) => {
            if (sort) change({ sort });
          }}
          sx={{ height: 40 }}
        >
          <ToggleButton value="oldest">Oldest first</ToggleButton>
          <ToggleButton value="newest">Newest first</ToggleButton>
        </ToggleButtonGroup>
      ) : null}
      {isFiltered(spec, state) || state.sort !== spec.defaultSort ? (
        <Button size="small" startIcon={<ClearIcon />} onClick={reset} sx={{ height: 40 }}>
          Clear filters
        </Button>
      ) : null}
    </Box>
  );
}
