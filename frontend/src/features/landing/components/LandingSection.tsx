import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { LandingSection as LandingSectionId } from '../../../app/paths';
import { HYDRATION_GATE_ATTRIBUTE } from '../../../lib/deferred-hydration';

export interface LandingSectionProps {
  id: LandingSectionId;
  title: ReactNode;
  /** Short label above the title. */
  eyebrow?: string;
  intro?: ReactNode;
  /** Names the section's deferred hydration gate (see DeferredHydration). */
  hydrationGate?: string;
  children?: ReactNode;
}

/**
 * A scroll anchor of the landing page: focusable so keyboard users land where they scrolled.
 */
export function LandingSection({ id, title, eyebrow, intro, hydrationGate, children }: LandingSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={headingId}
      {...(hydrationGate ? { [HYDRATION_GATE_ATTRIBUTE]: hydrationGate } : {})}
      tabIndex={-1}
      sx={{ py: { xs: 7, md: 10 } }}
    >
      <Container maxWidth="lg">
        {eyebrow ? (
          <Typography
            component="p"
            variant="overline"
            sx={{ color: 'secondary.main', fontWeight: 700, letterSpacing: '0.14em' }}
          >
            {eyebrow}
          </Typography>
        ) : null}
        <Typography id={headingId} variant="h2" component="h2" sx={{ mb: 2 }}>
          {title}
        </Typography>
        {intro ? (
          <Typography component="p" sx={{ color: 'text.secondary', maxWidth: 720, fontSize: '1.1rem', mb: 4 }}>
            {intro}
          </Typography>
        ) : null}
        {children}
      </Container>
    </Box>
  );
}
