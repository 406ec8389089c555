import Box from '@mui/material/Box';
import { useAccessLoss } from '../../../app/RequireAccess';
import { HashTabs } from '../../../components/HashTabs';
import { useModerationTotals } from '../api/use-moderation-queues';
import { accessLostBy } from '../utils/access';
import { ADMIN_TABS, adminTabId, adminTabPanelId } from '../utils/admin-tabs';
import { ArticlesTab } from './ArticlesTab';
import { AuditLogTab } from './AuditLogTab';
import { ConversionsTab } from './ConversionsTab';
import { InboxTab } from './InboxTab';
import { ModerationCounters } from './ModerationCounters';
import { NoteTemplatesButton } from './NoteTemplatesDialog';
import { OutboxTab } from './OutboxTab';
import { PartnersTab } from './PartnersTab';
import { ProjectsTab } from './ProjectsTab';
import { SubmissionsTab } from './SubmissionsTab';
import { UsersTab } from './UsersTab';

/** Rendered for admins only (RequireAccess); the counters read each queue's total, the tabs page through them. */
export function AdminDashboard() {
  // Only admins get here, so every read runs.
  const enabled = true;
  const { partners, projects, articles, submissions } = useModerationTotals(enabled);

  useAccessLoss(accessLostBy([partners.error, projects.error, articles.error, submissions.error]));

  const counts = {
    partners: partners.total,
    projects: projects.total,
    articles: articles.total,
    submissions: submissions.total,
  };

  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
        <NoteTemplatesButton />
      </Box>
      <ModerationCounters counts={counts} />
      <HashTabs
        tabs={ADMIN_TABS}
        label="Admin dashboard sections"
        tabId={adminTabId}
        panelId={adminTabPanelId}
        mountOnFirstVisit
        panels={{
          partners: <PartnersTab enabled={enabled} />,
          projects: <ProjectsTab enabled={enabled} />,
          articles: <ArticlesTab enabled={enabled} />,
          submissions: <SubmissionsTab enabled={enabled} />,
          conversions: <ConversionsTab enabled={enabled} />,
          'audit-log': <AuditLogTab enabled={enabled} />,
          inbox: <InboxTab enabled={enabled} />,
          outbox: <OutboxTab enabled={enabled} />,
          users: <UsersTab enabled={enabled} />,
        }}
      />
    </>
  );
}
