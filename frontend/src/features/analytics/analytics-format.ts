import { createdOnFirstUse } from '../../lib/created-on-first-use';

const countFormat = createdOnFirstUse(() => new Intl.NumberFormat('en-US'));
const millionsFormat = createdOnFirstUse(
  () => new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
);
const compactFormat = createdOnFirstUse(
  () => new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 }),
);

const ONE_MILLION = 1_000_000;

export function formatCount(value: number): string {
  return countFormat().format(value);
}

/** Spec §2: the volume tooltip shows amounts above one million as $X.XM, smaller ones in full. */
export function formatUsd(value: number): string {
  if (value > ONE_MILLION) return `$${millionsFormat().format(value / ONE_MILLION)}M`;
  return `$${countFormat().format(Math.round(value))}`;
}

/** Short axis ticks ('$40M', '150K'), where a full figure would crowd a phone screen. */
export function formatCompact(value: number): string {
  return compactFormat().format(value);
}

export function formatUsdCompact(value: number): string {
  return `$${formatCompact(value)}`;
}

export function formatPercent(value: number): string {
  return `${value}%`;
}
