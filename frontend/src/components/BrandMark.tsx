import { useId } from 'react';
import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';

/** The lightning mark of the brand; decorative, so hidden from assistive technology. */
export function BrandMark(props: SvgIconProps) {
  const gradientId = useId();
  return (
    <SvgIcon viewBox="0 0 64 64" aria-hidden="true" {...props}>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#8b5cf6" />
          <stop offset="1" stopColor="#22d3ee" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="14" fill="#111a33" />
      <path d="M36 8 16 36h14l-4 20 22-30H34l2-18Z" fill={`url(#${gradientId})`} />
    </SvgIcon>
  );
}
