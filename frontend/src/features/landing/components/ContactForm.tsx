import { useState, type ChangeEvent, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SendIcon from '@mui/icons-material/Send';
import { useToast } from '../../../lib/use-toast';
import { sendContactMessage } from '../api/contact-requests';
import { validateContact, type ContactField, type ContactValues, type FieldErrors } from '../utils/contact-validation';
import { HoneypotField } from './HoneypotField';

const emptyValues: ContactValues = { name: '', email: '', company: '', message: '' };

const fieldIds: Record<ContactField, string> = {
  name: 'contact-name',
  email: 'contact-email',
  company: 'contact-company',
  message: 'contact-message',
};

export function ContactForm() {
  const [values, setValues] = useState<ContactValues>(emptyValues);
  const [fax, setFax] = useState('');
  const [errors, setErrors] = useState<FieldErrors<ContactField>>({});
  const [isSending, setIsSending] = useState(false);
  const toast = useToast();

  const handleChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const { name, value } = event.target;
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSending) return;
    const problems = validateContact(values);
    setErrors(problems);
    const firstProblem = (Object.keys(fieldIds) as ContactField[]).find((field) => problems[field]);
    if (firstProblem) {
      document.getElementById(fieldIds[firstProblem])?.focus();
      return;
    }

    setIsSending(true);
    const outcome = await sendContactMessage({ ...values, fax });
    setIsSending(false);
    if (outcome.kind === 'success') {
      toast({ title: 'Message Sent!', description: "We'll get back to you within 24 hours.", variant: 'success' });
      setValues(emptyValues);
      setFax('');
    } else if (outcome.kind === 'rejected') {
      toast({ title: 'Error', description: outcome.message ?? 'Failed to send message', variant: 'error' });
    } else {
      toast({ title: 'Error', description: 'Failed to send message. Please try again.', variant: 'error' });
    }
  };

  const fieldProps = (field: ContactField) => ({
    id: fieldIds[field],
    name: field,
    value: values[field],
    onChange: handleChange,
    required: true,
    fullWidth: true,
    error: Boolean(errors[field]),
  });

  return (
    <Card sx={{ p: { xs: 2.5, md: 4 }, height: '100%' }}>
      <Typography id="contact-form-heading" component="h3" variant="h5">
        Send us a message
      </Typography>
      <Typography component="p" variant="body2" sx={{ color: 'text.secondary', mt: 0.5, mb: 3 }}>
        All fields are required.
      </Typography>
      <Box
        component="form"
        aria-labelledby="contact-form-heading"
        noValidate
        onSubmit={handleSubmit}
        sx={{
          display: 'grid',
          gap: 2.5,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <TextField {...fieldProps('name')} label="Name" autoComplete="name" helperText={errors.name} />
        <TextField
          {...fieldProps('email')}
          label="Email"
          type="email"
          autoComplete="email"
          helperText={errors.email ?? 'Format: name@company.com'}
        />
        <TextField
          {...fieldProps('company')}
          label="Company"
          autoComplete="organization"
          helperText={errors.company}
          sx={{ gridColumn: '1 / -1' }}
        />
        <TextField
          {...fieldProps('message')}
          label="Message"
          multiline
          helperText={errors.message}
          // A fixed five-row box needs no autosizing, whose measuring forces a layout on mount.
          slotProps={{ input: { inputComponent: 'textarea' }, htmlInput: { rows: 5 } }}
          sx={{ gridColumn: '1 / -1' }}
        />
        <HoneypotField id="contact-fax" value={fax} onChange={setFax} />
        <Box sx={{ gridColumn: '1 / -1' }}>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={isSending}
            endIcon={<SendIcon />}
            sx={{ width: { xs: '100%', sm: 'auto' } }}
          >
            {isSending ? 'Sending...' : 'Send Message'}
          </Button>
        </Box>
      </Box>
    </Card>
  );
}
