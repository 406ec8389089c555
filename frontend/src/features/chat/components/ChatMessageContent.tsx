import { Fragment, useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import { isPlainLeftClick, sectionHref, useSectionLinkClick } from '../../../lib/section-navigation';
import { parseMessageContent } from '../message-markup';

const linkSx = { color: 'secondary.main', fontWeight: 600, textDecorationColor: 'currentColor' } as const;

export function ChatMessageContent({ content, onNavigate }: { content: string; onNavigate: () => void }) {
  const parts = useMemo(() => parseMessageContent(content), [content]);
  const sectionLinkClick = useSectionLinkClick();

  return (
    <>
      {parts.map((part, index) => {
        if (part.kind === 'text') return <Fragment key={index}>{part.text}</Fragment>;
        const { target, label } = part;
        if (target.kind === 'route') {
          return (
            <Link
              key={index}
              component={RouterLink}
              to={target.to}
              underline="always"
              sx={linkSx}
              onClick={(event) => {
                if (isPlainLeftClick(event)) onNavigate();
              }}
            >
              {label}
            </Link>
          );
        }
        return (
          <Link
            key={index}
            href={sectionHref(target.section)}
            underline="always"
            sx={linkSx}
            onClick={(event) => {
              const plainClick = isPlainLeftClick(event);
              sectionLinkClick(target.section)(event);
              if (plainClick) onNavigate();
            }}
          >
            {label}
          </Link>
        );
      })}
    </>
  );
}
