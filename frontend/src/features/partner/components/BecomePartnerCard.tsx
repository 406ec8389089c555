import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import HandshakeOutlinedIcon from '@mui/icons-material/HandshakeOutlined';
import LinkIcon from '@mui/icons-material/Link';
import { useFormValues } from '../../../lib/use-form-values';
import { brandColors } from '../../../theme/theme';
import type { ProfileFormValues } from '../utils/form-validation';
import { PartnerProfileForm } from './PartnerProfileForm';

const emptyProfile: ProfileFormValues = { companyName: '', website: '', description: '', referralCode: '' };

const benefits = [
  { icon: LinkIcon, text: 'Referral links that count clicks and signups' },
  { icon: CampaignOutlinedIcon, text: 'Marketing campaigns from draft to completion' },
  { icon: ArticleOutlinedIcon, text: 'Articles published to the ChainBoost audience' },
];

export function BecomePartnerCard() {
  const [isFormOpen, setIsFormOpen] = useState(false);
  const form = useFormValues(emptyProfile);
  const toggleRef = useRef<HTMLButtonElement>(null);

  const closeForm = () => {
    setIsFormOpen(false);
    requestAnimationFrame(() => toggleRef.current?.focus());
  };

  return (
    <Card
      component="section"
      aria-labelledby="become-partner-title"
      sx={{
        p: { xs: 2.5, sm: 4 },
        borderColor: alpha(brandColors.violet, 0.35),
        background: `linear-gradient(135deg, ${alpha(brandColors.violetDeep, 0.2)} 0%, ${alpha(brandColors.paper, 0.92)} 55%, ${alpha(brandColors.teal, 0.16)} 100%)`,
      }}
    >
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ xs: 2.5, md: 4 }} sx={{ alignItems: { md: 'center' } }}>
        <Box
          aria-hidden="true"
          sx={{
            width: 64,
            height: 64,
            flexShrink: 0,
            display: 'grid',
            placeItems: 'center',
            borderRadius: 4,
            background: `linear-gradient(135deg, ${brandColors.violetDeep} 0%, ${brandColors.teal} 100%)`,
            '& svg': { fontSize: 34, color: '#fff' },
          }}
        >
          <HandshakeOutlinedIcon />
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography id="become-partner-title" component="h2" variant="h4">
            Become a Partner
          </Typography>
          <Typography component="p" sx={{ color: 'text.secondary', mt: 1 }}>
            Exchanges and Web3 projects grow faster with ChainBoost. Create your partner profile to get a dashboard for
            referral tracking, campaigns and article submissions.
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 2, display: 'grid', gap: 1 }}>
            {benefits.map(({ icon: Icon, text }) => (
              <Stack component="li" key={text} direction="row" spacing={1.25} sx={{ alignItems: 'center' }}>
                <Icon aria-hidden="true" sx={{ color: 'secondary.main', fontSize: 20 }} />
                <Typography component="span" variant="body2">
                  {text}
                </Typography>
              </Stack>
            ))}
          </Box>
        </Box>
        {isFormOpen ? null : (
          <Button
            ref={toggleRef}
            variant="contained"
            size="large"
            onClick={() => setIsFormOpen(true)}
            sx={{ alignSelf: { xs: 'stretch', md: 'center' }, flexShrink: 0 }}
          >
            Create Partner Profile
          </Button>
        )}
      </Stack>
      <Collapse
        in={isFormOpen}
        unmountOnExit
        onEntered={(node: HTMLElement) => {
          // Someone who started typing while the form opened keeps their place.
          if (!node.contains(document.activeElement)) document.getElementById('partner-company-name')?.focus();
        }}
      >
        <Box sx={{ mt: 4, pt: 3, borderTop: 1, borderColor: 'divider' }}>
          <Typography component="h3" variant="h6" sx={{ mb: 2.5 }}>
            Your partner profile
          </Typography>
          <PartnerProfileForm form={form} onCancel={closeForm} />
        </Box>
      </Collapse>
    </Card>
  );
}
