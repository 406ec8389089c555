import { useMemo } from 'react';
import { PageContainer } from '../../../components/PageContainer';
import { useDirectoryProjects } from '../../../lib/use-directory-projects';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useProjectInsights } from '../api/use-project-insights';
import { projectNamer } from '../community-charts';
import { summarizeInsights } from '../community-metrics';
import { CommunityCharts } from './CommunityCharts';
import { CommunityKpiCards } from './CommunityKpiCards';
import { CommunityEmpty, CommunityLoadFailure, CommunitySkeleton } from './CommunityStates';

function CommunityContent() {
  const insightsQuery = useProjectInsights();
  const projectsQuery = useDirectoryProjects();
  const { insights } = insightsQuery;
  const { projects } = projectsQuery;
  const summary = useMemo(() => (insights ? summarizeInsights(insights) : undefined), [insights]);
  const nameOf = useMemo(() => projectNamer(projects ?? []), [projects]);

  if (insightsQuery.error || projectsQuery.error) {
    const retry = () => {
      if (insightsQuery.error) void insightsQuery.retry();
      if (projectsQuery.error) void projectsQuery.retry();
    };
    return <CommunityLoadFailure onRetry={retry} />;
  }
  if (!insights || !projects || !summary) return <CommunitySkeleton />;
  if (insights.length === 0) return <CommunityEmpty />;
  return (
    <>
      <CommunityKpiCards summary={summary} />
      <CommunityCharts insights={insights} nameOf={nameOf} />
    </>
  );
}

export function CommunityPage() {
  useDocumentTitle('Community');
  return (
    <PageContainer title="Community Dashboard" subtitle="Public growth analytics of the projects in our ecosystem">
      <CommunityContent />
    </PageContainer>
  );
}
