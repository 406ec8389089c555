import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { visuallyHidden } from '../../../components/visually-hidden';

const hiddenHint = { ...visuallyHidden, top: 0, left: 0 } as const;

/** Submitted URLs open in a new tab without giving the page access to this one. */
export function ExternalLink({ href }: { href: string }) {
  return (
    <Link
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      sx={{
        position: 'relative',
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        overflowWrap: 'anywhere',
        minWidth: 0,
      }}
    >
      {href}
      <OpenInNewIcon aria-hidden="true" sx={{ fontSize: 14, flexShrink: 0 }} />
      <Box component="span" sx={hiddenHint}>
        (opens in a new tab)
      </Box>
    </Link>
  );
}
