export const COUNT_UP_DURATION_MS = 2000;
export const COUNT_UP_STEPS = 60;
export const COUNT_UP_VISIBILITY_THRESHOLD = 0.3;

export interface StatTarget {
  prefix: string;
  value: number;
  suffix: string;
}

/** Splits a display value such as '250M+' or '$12K' into the number to count and its text. */
export function parseStatTarget(display: string): StatTarget {
  const match = /^(\D*)(\d+)(.*)$/.exec(display);
  if (!match) return { prefix: display, value: 0, suffix: '' };
  const [, prefix = '', digits = '0', suffix = ''] = match;
  return { prefix, value: Number(digits), suffix };
}

/** The whole number shown at `step` of `steps`; the last step always lands on the target. */
export function countUpValue(target: number, step: number, steps = COUNT_UP_STEPS): number {
  if (step <= 0) return 0;
  if (step >= steps) return target;
  return Math.floor((target * step) / steps);
}

export function formatStat({ prefix, suffix }: StatTarget, value: number): string {
  return `${prefix}${value}${suffix}`;
}

/** The text a stat shows at `step`, e.g. '25M+' half-way to '250M+'. */
export function countUpText(display: string, step: number, steps = COUNT_UP_STEPS): string {
  const target = parseStatTarget(display);
  return formatStat(target, countUpValue(target.value, step, steps));
}

export function countUpIntervalMs(durationMs = COUNT_UP_DURATION_MS, steps = COUNT_UP_STEPS): number {
  return durationMs / steps;
}
