import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { ContactForm } from './ContactForm';
import { NewsletterForm } from './NewsletterForm';

/** The content of the contact section; LandingPage draws the section and its heading. */
export function ContactSection() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '7fr 5fr' },
        gap: { xs: 3, md: 4 },
        alignItems: 'start',
      }}
    >
      <ContactForm />
      <Stack spacing={3} sx={{ minWidth: 0 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <ScheduleIcon aria-hidden="true" sx={{ color: 'secondary.main', mt: 0.25 }} />
          <Typography component="p" sx={{ color: 'text.secondary' }}>
            We reply to every message within 24 hours on business days.
          </Typography>
        </Stack>
        <NewsletterForm />
      </Stack>
    </Box>
  );
}
