import { isLandingSection, paths, projectCategories, type LandingSection } from '../../app/paths';

export type ChatLinkTarget = { kind: 'route'; to: string } | { kind: 'section'; section: LandingSection };

export type MessagePart = { kind: 'text'; text: string } | { kind: 'link'; label: string; target: ChatLinkTarget };

const linkableRoutes: ReadonlySet<string> = new Set([
  paths.submitProject,
  paths.partnerDashboard,
  paths.articles,
  paths.community,
  paths.leaderboards,
  ...projectCategories.map((category) => paths.projectsByCategory(category)),
]);

// The spec's assistant speaks of "/partner"; that page is the partner dashboard.
const routeAliases: Readonly<Record<string, string>> = { '/partner': paths.partnerDashboard };

/** Only known in-app destinations become links, so reply text can never point anywhere else. */
export function resolveChatLink(href: string): ChatLinkTarget | undefined {
  const sectionMatch = /^\/#([a-z]+)$/.exec(href);
  if (sectionMatch) {
    return isLandingSection(sectionMatch[1]) ? { kind: 'section', section: sectionMatch[1] } : undefined;
  }
  const to = routeAliases[href] ?? href;
  return linkableRoutes.has(to) ? { kind: 'route', to } : undefined;
}

const LINK_PATTERN = /\[([^\]\n]+)\]\(([^)\s]+)\)/g;

/** Splits assistant text written with [label](/path) links into text and link parts. */
export function parseMessageContent(content: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let text = '';
  let lastIndex = 0;
  for (const match of content.matchAll(LINK_PATTERN)) {
    const [whole, label, href] = match;
    text += content.slice(lastIndex, match.index);
    lastIndex = match.index + whole.length;
    const target = resolveChatLink(href);
    if (!target) {
      text += label;
      continue;
    }
    if (text) parts.push({ kind: 'text', text });
    text = '';
    parts.push({ kind: 'link', label, target });
  }
  text += content.slice(lastIndex);
  if (text) parts.push({ kind: 'text', text });
  return parts;
}

/** The words a reader sees, without link markup. */
export function plainMessageText(content: string): string {
  return parseMessageContent(content)
    .map((part) => (part.kind === 'text' ? part.text : part.label))
    .join('');
}
