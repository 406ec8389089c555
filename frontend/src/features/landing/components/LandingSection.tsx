import { memo, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { LandingSection as LandingSectionId } from '../../../app/paths';

export interface LandingSectionProps {
  id: LandingSectionId;
  title: ReactNode;
  /** Short label above the title. */
  eyebrow?: string;
  intro?: ReactNode;
  /** Marks a heading-only placeholder whose content is still loading. */
  busy?: boolean;
  children?: ReactNode;
}

/**
 * A scroll anchor of the landing page: focusable so keyboard users land where they scrolled.
 * Memoised, so filling in one section does not re-render the others.
 */
export const LandingSection = memo(function LandingSection({
  id,
  title,
  eyebrow,
  intro,
  busy,
  children,
}: LandingSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={headingId}
      aria-busy={busy || undefined}
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
});
