import { useState } from 'react';
import Box from '@mui/material/Box';
import type SvgIcon from '@mui/material/SvgIcon';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import CandlestickChartIcon from '@mui/icons-material/CandlestickChart';
import GroupsIcon from '@mui/icons-material/Groups';
import HandshakeIcon from '@mui/icons-material/Handshake';
import { serviceLines, type ServiceLineId } from '../content/service-lines';
import { ServiceCard } from './ServiceCard';

const serviceIcons: Record<ServiceLineId, typeof SvgIcon> = {
  'user-acquisition': GroupsIcon,
  liquidity: CandlestickChartIcon,
  partnerships: HandshakeIcon,
  'ai-growth': AutoAwesomeIcon,
};

/** The content of the services section; LandingPage draws the section and its heading. */
export function ServicesSection() {
  const [openId, setOpenId] = useState<ServiceLineId | null>(null);

  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        alignItems: 'start',
        gap: { xs: 2, md: 3 },
      }}
    >
      {serviceLines.map((service) => (
        <ServiceCard
          key={service.id}
          service={service}
          icon={serviceIcons[service.id]}
          isOpen={openId === service.id}
          onToggle={() => setOpenId((current) => (current === service.id ? null : service.id))}
        />
      ))}
    </Box>
  );
}
