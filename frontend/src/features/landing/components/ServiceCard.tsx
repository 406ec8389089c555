import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import Collapse from '@mui/material/Collapse';
import type SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { brandColors, brandGradient } from '../../../theme/theme';
import type { ServiceLine } from '../content/service-lines';
import { insetFocusRingSx } from '../utils/a11y.styles';

export interface ServiceCardProps {
  service: ServiceLine;
  icon: typeof SvgIcon;
  isOpen: boolean;
  onToggle: () => void;
}

/** One accordion item: a heading whose button shows or hides the service's details. */
export function ServiceCard({ service, icon: Icon, isOpen, onToggle }: ServiceCardProps) {
  const buttonId = `service-${service.id}-button`;
  const detailsId = `service-${service.id}-details`;

  return (
    <Card
      sx={{
        transition: 'border-color 200ms ease, box-shadow 200ms ease',
        borderColor: isOpen ? alpha(brandColors.violet, 0.7) : undefined,
        boxShadow: isOpen ? `0 12px 40px ${alpha(brandColors.violetDeep, 0.25)}` : 'none',
      }}
    >
      <Typography component="h3" variant="h5" sx={{ m: 0 }}>
        <ButtonBase
          id={buttonId}
          aria-expanded={isOpen}
          aria-controls={detailsId}
          onClick={onToggle}
          sx={{
            width: '100%',
            display: 'flex',
            alignItems: 'flex-start',
            gap: 2,
            p: { xs: 2.5, md: 3 },
            textAlign: 'left',
            font: 'inherit',
            color: 'inherit',
            borderRadius: 0,
            '&:hover': { backgroundColor: alpha(brandColors.violet, 0.06) },
            ...insetFocusRingSx,
          }}
        >
          <Box
            aria-hidden="true"
            sx={{
              flexShrink: 0,
              display: 'grid',
              placeItems: 'center',
              width: 48,
              height: 48,
              borderRadius: '12px',
              backgroundImage: brandGradient,
              color: '#ffffff',
            }}
          >
            <Icon />
          </Box>
          <Box component="span" sx={{ flex: 1, minWidth: 0 }}>
            <Box component="span" sx={{ display: 'block', fontSize: '1.2rem', fontWeight: 700 }}>
              {service.title}
            </Box>
            <Box
              component="span"
              sx={{ display: 'block', mt: 0.5, fontSize: '0.95rem', fontWeight: 400, color: 'text.secondary' }}
            >
              {service.summary}
            </Box>
          </Box>
          <ExpandMoreIcon
            aria-hidden="true"
            sx={{
              flexShrink: 0,
              mt: 1.25,
              color: 'primary.light',
              transition: 'transform 200ms ease',
              transform: isOpen ? 'rotate(180deg)' : 'none',
            }}
          />
        </ButtonBase>
      </Typography>
      <Collapse in={isOpen} id={detailsId} role="region" aria-labelledby={buttonId}>
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            px: { xs: 2.5, md: 3 },
            pb: { xs: 2.5, md: 3 },
            pt: 0,
            display: 'grid',
            gap: 1.25,
          }}
        >
          {service.details.map((detail) => (
            <Box component="li" key={detail} sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start' }}>
              <CheckCircleOutlinedIcon aria-hidden="true" fontSize="small" sx={{ color: 'secondary.main', mt: 0.25 }} />
              <Typography component="span">{detail}</Typography>
            </Box>
          ))}
        </Box>
      </Collapse>
    </Card>
  );
}
