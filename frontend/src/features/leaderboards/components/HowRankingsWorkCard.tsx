import { useId } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { brandColors } from '../../../theme/theme';
import { scoreRules } from '../score-rules';

export function HowRankingsWorkCard() {
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center' }}>
        <InfoOutlinedIcon aria-hidden="true" sx={{ color: 'secondary.main' }} />
        <Typography id={titleId} component="h2" variant="h6">
          How Rankings Work
        </Typography>
      </Stack>
      <Stack component="dl" spacing={2} sx={{ m: 0, mt: 2.5 }}>
        {scoreRules.map((rule) => (
          <Box key={rule.title}>
            <Typography component="dt" sx={{ fontWeight: 700 }}>
              {rule.title}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, mt: 0.5, color: 'text.secondary' }}>
              {rule.text}
            </Typography>
          </Box>
        ))}
        <Box>
          <Typography component="dt" sx={{ fontWeight: 700 }}>
            Overall score
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, mt: 0.5, color: 'text.secondary' }}>
            Weighs all three, relative to the leader on each metric, rounded to two decimals:
            <Box
              component="code"
              sx={{
                display: 'block',
                mt: 1,
                p: 1.25,
                borderRadius: 2,
                fontFamily: 'inherit',
                fontSize: '0.85rem',
                fontWeight: 600,
                lineHeight: 1.6,
                color: 'text.primary',
                backgroundColor: alpha(brandColors.violet, 0.1),
                border: '1px solid',
                borderColor: alpha(brandColors.violet, 0.3),
                overflowWrap: 'anywhere',
              }}
            >
              100 × (0.4 × volume ÷ top volume + 0.3 × users ÷ top users + 0.3 × growth ÷ 100)
            </Box>
            <Box component="span" sx={{ display: 'block', mt: 1 }}>
              A project that leads on every metric scores 100.
            </Box>
          </Typography>
        </Box>
        <Box>
          <Typography component="dt" sx={{ fontWeight: 700 }}>
            Ties
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, mt: 0.5, color: 'text.secondary' }}>
            Equal scores share a rank and the next rank is skipped: 1, 2, 2, 4. Rankings use each project's latest
            snapshot, so they change as soon as a new one is recorded.
          </Typography>
        </Box>
      </Stack>
    </Card>
  );
}
