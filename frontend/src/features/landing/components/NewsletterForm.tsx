import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import MailOutlinedIcon from '@mui/icons-material/MailOutlined';
import { useToast } from '../../../lib/use-toast';
import { brandColors } from '../../../theme/theme';
import { subscribeToNewsletter } from '../api/contact-requests';
import { validateNewsletter } from '../utils/contact-validation';
import { HoneypotField } from './HoneypotField';

const EMAIL_FIELD_ID = 'newsletter-email';

export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [fax, setFax] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [isSubscribing, setIsSubscribing] = useState(false);
  const toast = useToast();

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubscribing) return;
    const problem = validateNewsletter(email);
    setError(problem);
    if (problem) {
      document.getElementById(EMAIL_FIELD_ID)?.focus();
      return;
    }

    setIsSubscribing(true);
    const outcome = await subscribeToNewsletter({ email, fax });
    setIsSubscribing(false);
    if (outcome.kind === 'success') {
      toast({
        title: 'Subscribed!',
        description: 'You will receive our latest insights and updates.',
        variant: 'success',
      });
      setEmail('');
      setFax('');
    } else if (outcome.kind === 'rejected') {
      toast({ title: 'Error', description: outcome.message ?? 'Failed to subscribe', variant: 'error' });
    } else {
      toast({ title: 'Error', description: 'Failed to subscribe. Please try again.', variant: 'error' });
    }
  };

  return (
    <Card
      sx={{
        p: { xs: 2.5, md: 4 },
        borderColor: alpha(brandColors.cyan, 0.35),
        background: `linear-gradient(160deg, ${alpha(brandColors.teal, 0.22)} 0%, ${alpha(brandColors.paper, 0.9)} 60%)`,
      }}
    >
      <Box
        aria-hidden="true"
        sx={{
          display: 'grid',
          placeItems: 'center',
          width: 44,
          height: 44,
          borderRadius: '12px',
          mb: 2,
          color: 'secondary.main',
          backgroundColor: alpha(brandColors.cyan, 0.12),
        }}
      >
        <MailOutlinedIcon />
      </Box>
      <Typography id="newsletter-heading" component="h3" variant="h5">
        Subscribe to our newsletter
      </Typography>
      <Typography component="p" variant="body2" sx={{ color: 'text.secondary', mt: 0.5, mb: 3 }}>
        Growth playbooks, market insights and partner news. No spam, unsubscribe any time.
      </Typography>
      <Box
        component="form"
        aria-labelledby="newsletter-heading"
        noValidate
        onSubmit={handleSubmit}
        sx={{ display: 'grid', gap: 2 }}
      >
        <TextField
          id={EMAIL_FIELD_ID}
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          required
          fullWidth
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setError(undefined);
          }}
          error={Boolean(error)}
          helperText={error ?? 'Format: name@company.com'}
        />
        <HoneypotField id="newsletter-fax" value={fax} onChange={setFax} />
        <Button type="submit" variant="contained" size="large" disabled={isSubscribing}>
          {isSubscribing ? 'Subscribing...' : 'Subscribe'}
        </Button>
      </Box>
    </Card>
  );
}
