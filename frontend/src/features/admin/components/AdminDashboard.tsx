import { useAccessLoss } from '../../../app/RequireAccess';
import { HashTabs } from '../../../components/HashTabs';
import { useAllProjectSubmissions, usePendingArticles, usePendingPartners, usePendingProjects } from '../api/use-moderation-queues';
import { accessLostBy } from '../utils/access';
import { ADMIN_TABS, adminTabId, adminTabPanelId } from '../utils/admin-tabs';
import { moderationCounts } from '../utils/moderation-counters';
import { ArticlesTab } from './ArticlesTab';
import { AuditLogTab } from './AuditLogTab';
import { InboxTab } from './InboxTab';
import { ModerationCounters } from './ModerationCounters';
import { OutboxTab } from './OutboxTab';
import { PartnersTab } from './PartnersTab';
import { ProjectsTab } from './ProjectsTab';
import { SubmissionsTab } from './SubmissionsTab';
import { UsersTab } from './UsersTab';

/** Rendered for admins only (RequireAccess); the queues here feed both the counters and the tabs. */
export function AdminDashboard() {
  // Only admins get here, so every read runs.
  const enabled = true;
  const partners = usePendingPartners(enabled);
  const projects = usePendingProjects(enabled);
  const articles = usePendingArticles(enabled);
  const submissions = useAllProjectSubmissions(enabled);

  useAccessLoss(accessLostBy([partners.error, projects.error, articles.error, submissions.error]));

  const counts = moderationCounts({
    partners: partners.items,
    projects: projects.items,
    articles: articles.items,
    submissions: submissions.items,
  });

  return (
    <>
      <ModerationCounters counts={counts} />
      <HashTabs
        tabs={ADMIN_TABS}
        label="Admin dashboard sections"
        tabId={adminTabId}
        panelId={adminTabPanelId}
        mountOnFirstVisit
        panels={{
          partners: <PartnersTab queue={partners} />,
          projects: <ProjectsTab queue={projects} />,
          articles: <ArticlesTab queue={articles} />,
          submissions: <SubmissionsTab queue={submissions} />,
          'audit-log': <AuditLogTab enabled={enabled} />,
          inbox: <InboxTab enabled={enabled} />,
          outbox: <OutboxTab enabled={enabled} />,
          users: <UsersTab enabled={enabled} />,
        }}
      />
    </>
  );
}
