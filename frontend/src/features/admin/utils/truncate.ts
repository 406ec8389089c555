// Spec §9: admin lists cut project descriptions at 100 characters and article excerpts at 150.
export const PROJECT_DESCRIPTION_LIMIT = 100;
export const ARTICLE_EXCERPT_LIMIT = 150;

/** Counts characters, not UTF-16 units, so an emoji is never cut in half. */
export function truncate(text: string, limit: number): string {
  const characters = Array.from(text);
  if (characters.length <= limit) return text;
  return `${characters.slice(0, limit).join('').trimEnd()}...`;
}
