import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';

const visuallyHidden = {
  position: 'absolute',
  top: 0,
  left: 0,
  width: 1,
  height: 1,
  p: 0,
  m: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** Submitted URLs open in a new tab without giving the page access to this one. */
export function ExternalLink({ href }: { href: string }) {
  return (
    <Link
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      sx={{ position: 'relative', display: 'inline-flex', alignItems: 'center', gap: 0.5, overflowWrap: 'anywhere', minWidth: 0 }}
    >
      {href}
      <OpenInNewIcon aria-hidden="true" sx={{ fontSize: 14, flexShrink: 0 }} />
      <Box component="span" sx={visuallyHidden}>
        (opens in a new tab)
      </Box>
    </Link>
  );
}
