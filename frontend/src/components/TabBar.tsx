import { useEffect, useRef, type KeyboardEvent, type ReactElement } from 'react';
import Box from '@mui/material/Box';
import { styled, type SxProps, type Theme } from '@mui/material/styles';
import { focusRing } from '../theme/theme';
import { sxItems } from '../lib/sx';

export interface TabBarTab<Id extends string> {
  id: Id;
  label: string;
  icon?: ReactElement;
}

export interface TabBarProps<Id extends string> {
  tabs: readonly TabBarTab<Id>[];
  value: Id;
  onChange: (tab: Id) => void;
  label: string;
  tabId: (tab: Id) => string;
  panelId: (tab: Id) => string;
  /** The selected tab's text: the page's text colour (the default) or the brand colour. */
  selectedColor?: 'text' | 'primary';
  sx?: SxProps<Theme>;
}

/**
 * The row and its tabs are styled once, here, with the look of MUI's Tabs. MUI's Tabs measures
 * the scrollbar, every tab and the indicator when it mounts and again after each change (forced
 * layouts, then a re-render); on /leaderboards that was the largest cost outside React itself in
 * a CPU profile (docs/architecture.md). This row is plain CSS: it scrolls sideways when the tabs
 * do not fit, and the selected tab draws its own underline.
 */
const TabRow = styled('div')(({ theme }) => ({
  position: 'relative',
  display: 'flex',
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollbarWidth: 'thin',
  '& > [role="tab"]': {
    ...theme.typography.button,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: theme.spacing(1),
    flexShrink: 0,
    minWidth: 90,
    maxWidth: 360,
    minHeight: 48,
    margin: 0,
    padding: '12px 16px',
    border: 0,
    borderRadius: 0,
    background: 'none',
    color: theme.palette.text.secondary,
    lineHeight: 1.25,
    textAlign: 'center',
    cursor: 'pointer',
    WebkitTapHighlightColor: 'transparent',
    transition: theme.transitions.create(['color', 'background-color', 'box-shadow'], {
      duration: theme.transitions.duration.shorter,
    }),
    '&:hover': { color: theme.palette.text.primary, backgroundColor: theme.palette.action.hover },
    // A tap leaves a touch screen's hover state behind.
    '@media (hover: none)': { '&:hover': { backgroundColor: 'transparent' } },
    // Inset: the scrolling row would clip a ring drawn outside the tab.
    '&:focus-visible': { ...focusRing, outlineOffset: -3 },
    '&[aria-selected="true"]': {
      color: theme.palette.text.primary,
      boxShadow: `inset 0 -2px 0 ${theme.palette.secondary.main}`,
    },
  },
  '&[data-selected-color="primary"] > [aria-selected="true"]': { color: theme.palette.primary.main },
  // Without icons more tab labels fit on a phone before the row has to scroll.
  '& .tab-icon': { display: 'none', [theme.breakpoints.up('sm')]: { display: 'inline-flex' } },
}));

const KEY_STEPS = new Map<string, (current: number, count: number) => number>([
  ['ArrowRight', (current, count) => (current + 1) % count],
  ['ArrowLeft', (current, count) => (current - 1 + count) % count],
  ['Home', () => 0],
  ['End', (_current, count) => count - 1],
]);

/**
 * A row of tabs, each wired to the panel it controls; it scrolls sideways when they do not fit.
 * As with MUI's Tabs, the arrow keys, Home and End move the focus along the row, and Enter or
 * Space opens the focused tab; Tab leaves the row from the selected tab.
 */
export function TabBar<Id extends string>(props: TabBarProps<Id>) {
  const { tabs, value, onChange, label, tabId, panelId, selectedColor = 'text', sx } = props;
  const rowRef = useRef<HTMLDivElement>(null);
  const firstTab = tabs[0]?.id;

  // A tab opened from the address or from code may be out of the row's view; the first one never is.
  useEffect(() => {
    const row = rowRef.current;
    if (!row || value === firstTab) return;
    const tab = row.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!tab) return;
    const start = tab.offsetLeft;
    const end = start + tab.offsetWidth;
    if (start < row.scrollLeft) row.scrollLeft = start;
    else if (end > row.scrollLeft + row.clientWidth) row.scrollLeft = end - row.clientWidth;
  }, [value, firstTab]);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = KEY_STEPS.get(event.key);
    if (!step) return;
    const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>(':scope > [role="tab"]')];
    const current = buttons.findIndex((button) => button === document.activeElement);
    if (current < 0) return;
    event.preventDefault();
    buttons[step(current, buttons.length)].focus();
  };

  return (
    <Box sx={[{ borderBottom: 1, borderColor: 'divider', mb: 3 }, ...sxItems(sx)]}>
      <TabRow
        ref={rowRef}
        role="tablist"
        aria-label={label}
        data-selected-color={selectedColor}
        onKeyDown={handleKeyDown}
      >
        {tabs.map((tab) => {
          const selected = tab.id === value;
          return (
            <button
              key={tab.id}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-controls={panelId(tab.id)}
              aria-selected={selected}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(tab.id)}
            >
              {tab.icon ? (
                <span className="tab-icon" aria-hidden="true">
                  {tab.icon}
                </span>
              ) : null}
              {tab.label}
            </button>
          );
        })}
      </TabRow>
    </Box>
  );
}
