import { useEffect, useMemo, useState } from 'react';
import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import { EmptyState, LoadFailure } from '../../../components/ListStates';
import { PageContainer } from '../../../components/PageContainer';
import { useDirectoryProjects } from '../../../lib/use-directory-projects';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useProjectInsights } from '../api/use-project-insights';
import { projectNamer } from '../community-charts';
import { summarizeInsights } from '../community-metrics';
import { PROJECT_NAMES_GRACE_MS, communityView } from '../community-view';
import { CommunityCharts } from './CommunityCharts';
import { CommunityKpiCards } from './CommunityKpiCards';
import { CommunitySkeleton } from './CommunityStates';
import { pageMeta } from '../../../app/page-meta';
import { paths } from '../../../app/paths';

/** False until `ms` have passed since the first render. */
function useGraceOver(ms: number): boolean {
  const [over, setOver] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setOver(true), ms);
    return () => window.clearTimeout(timer);
  }, [ms]);
  return over;
}

function CommunityContent() {
  const insightsQuery = useProjectInsights();
  const projectsQuery = useDirectoryProjects();
  const { insights } = insightsQuery;
  const { projects } = projectsQuery;
  const summary = useMemo(() => (insights ? summarizeInsights(insights) : undefined), [insights]);
  // Without the list (failed or still coming) every name falls back to 'Project N'.
  const nameOf = useMemo(() => projectNamer(projects ?? []), [projects]);
  const graceOver = useGraceOver(PROJECT_NAMES_GRACE_MS);

  const view = communityView({
    insights,
    insightsFailed: Boolean(insightsQuery.error),
    waitingForNames: projectsQuery.isLoading && !graceOver,
  });
  if (view === 'failure') {
    return (
      <LoadFailure
        message="We could not load the community figures. Please try again."
        onRetry={() => void insightsQuery.retry()}
        retryLabel="Retry"
      />
    );
  }
  if (view === 'loading' || !insights || !summary) return <CommunitySkeleton />;
  if (view === 'empty') {
    return (
      <EmptyState icon={<InsightsOutlinedIcon />} title="No project insights yet">
        Community figures appear here once projects report their first snapshot.
      </EmptyState>
    );
  }
  return (
    <>
      <CommunityKpiCards summary={summary} />
      <CommunityCharts insights={insights} nameOf={nameOf} />
    </>
  );
}

export function CommunityPage() {
  useDocumentTitle(pageMeta[paths.community].title);
  return (
    <PageContainer title="Community Dashboard" subtitle="Public growth analytics of the projects in our ecosystem">
      <CommunityContent />
    </PageContainer>
  );
}
