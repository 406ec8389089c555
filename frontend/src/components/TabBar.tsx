import type { ReactElement } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { SxProps, Theme } from '@mui/material/styles';

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
  sx?: SxProps<Theme>;
  tabSx?: SxProps<Theme>;
}

/** A scrollable row of tabs, each wired to the panel it controls. */
export function TabBar<Id extends string>({ tabs, value, onChange, label, tabId, panelId, sx, tabSx }: TabBarProps<Id>) {
  return (
    <Box sx={[{ borderBottom: 1, borderColor: 'divider', mb: 3 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <Tabs
        value={value}
        onChange={(_event, tab: Id) => onChange(tab)}
        aria-label={label}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        textColor="inherit"
        indicatorColor="secondary"
      >
        {tabs.map((tab) => (
          <Tab
            key={tab.id}
            value={tab.id}
            label={tab.label}
            id={tabId(tab.id)}
            aria-controls={panelId(tab.id)}
            icon={tab.icon}
            iconPosition={tab.icon ? 'start' : undefined}
            sx={[
              { color: 'text.secondary', '&.Mui-selected': { color: 'text.primary' } },
              ...(Array.isArray(tabSx) ? tabSx : [tabSx]),
            ]}
          />
        ))}
      </Tabs>
    </Box>
  );
}
