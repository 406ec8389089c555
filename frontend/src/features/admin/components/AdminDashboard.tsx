import { HashTabs } from '../../../components/HashTabs';
import { useSession } from '../../../lib/session';
import { useAllProjectSubmissions, usePendingArticles, usePendingPartners, usePendingProjects } from '../api/use-moderation-queues';
import { accessLostBy } from '../utils/access';
import { ADMIN_TABS, adminTabId, adminTabPanelId } from '../utils/admin-tabs';
import { moderationCounts } from '../utils/moderation-counters';
import { AdminAccessDenied, AdminSignedOut } from './AccessScreens';
import { ArticlesTab } from './ArticlesTab';
import { AuditLogTab } from './AuditLogTab';
import { InboxTab } from './InboxTab';
import { ModerationCounters } from './ModerationCounters';
import { PartnersTab } from './PartnersTab';
import { ProjectsTab } from './ProjectsTab';
import { SubmissionsTab } from './SubmissionsTab';

/** Rendered for admins only; the queues here feed both the counters and the tabs. */
export function AdminDashboard() {
  const { user } = useSession();
  const enabled = user?.role === 'admin';
  const partners = usePendingPartners(enabled);
  const projects = usePendingProjects(enabled);
  const articles = usePendingArticles(enabled);
  const submissions = useAllProjectSubmissions(enabled);

  const lost = accessLostBy([partners.error, projects.error, articles.error, submissions.error]);
  if (lost === 'signed-out') return <AdminSignedOut />;
  if (lost === 'not-admin') return <AdminAccessDenied username={user?.username} />;

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
        }}
      />
    </>
  );
}
