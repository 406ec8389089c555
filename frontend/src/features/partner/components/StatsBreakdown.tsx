import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReferralStats } from '../../../lib/api-types';
import { excludedLines, excludedTotal, formatConversionRate, type StatsTotals } from '../utils/stats-chart';

const number = (value: number) => value.toLocaleString('en-US');

function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5, backgroundColor: 'transparent', minWidth: 0 }}>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontSize: '1.4rem', fontWeight: 800, lineHeight: 1.3 }}>
        {value}
      </Typography>
      {note ? (
        <Typography component="dd" variant="caption" sx={{ m: 0, color: 'text.secondary' }}>
          {note}
        </Typography>
      ) : null}
    </Paper>
  );
}

export function StatsTotalsRow({ totals }: { totals: StatsTotals }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      <Figure label="Counted clicks" value={number(totals.clicks)} note={`of ${number(totals.rawClicks)} in all`} />
      <Figure
        label="Conversions"
        value={number(totals.conversions)}
        note={totals.flaggedConversions ? `${number(totals.flaggedConversions)} waiting for review` : undefined}
      />
      <Figure
        label="Conversion rate"
        value={formatConversionRate(totals.conversionRate)}
        note={totals.conversionRate === null ? 'No counted clicks yet' : 'Conversions per counted click'}
      />
      <Figure label="Excluded clicks" value={number(excludedTotal(totals))} note="Not counted, see why below" />
    </Box>
  );
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ minWidth: 0 }}>
      <Typography id={titleId} component="h4" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

export function ExcludedClicks({ totals }: { totals: StatsTotals }) {
  return (
    <Block title="Raw and counted clicks">
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {number(totals.rawClicks)} requests reached your links; {number(totals.clicks)} counted as clicks. The rest were
        left out:
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1 }}>
        {excludedLines(totals).map((line) => (
          <Box key={line.key} sx={{ display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 2 }}>
            <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
              {line.label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 700, textAlign: 'right' }}>
              {number(line.count)}
            </Typography>
            <Typography component="dd" variant="caption" sx={{ m: 0, color: 'text.secondary', gridColumn: '1 / -1' }}>
              {line.explanation}
            </Typography>
          </Box>
        ))}
      </Box>
    </Block>
  );
}

export function TopSources({
  title,
  entries,
  empty,
}: {
  title: string;
  entries: ReferralStats['topReferrerHosts'];
  empty: string;
}) {
  return (
    <Block title={title}>
      {entries.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {empty}
        </Typography>
      ) : (
        <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.75 }}>
          {entries.map((entry) => (
            <Box
              component="li"
              key={entry.value}
              sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, minWidth: 0 }}
            >
              <Typography
                component="span"
                variant="body2"
                sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', minWidth: 0 }}
              >
                {entry.value}
              </Typography>
              <Typography component="span" variant="body2" sx={{ flexShrink: 0, color: 'text.secondary' }}>
                <Box component="strong" sx={{ color: 'text.primary' }}>
                  {number(entry.clicks)}
                </Box>{' '}
                {entry.clicks === 1 ? 'click' : 'clicks'}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Block>
  );
}
