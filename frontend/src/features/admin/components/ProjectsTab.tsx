import Chip from '@mui/material/Chip';
import AppsOutlinedIcon from '@mui/icons-material/AppsOutlined';
import { SectionCard } from '../../../components/SectionCard';
import type { PendingProject } from '../../../lib/api-types';
import { READ_FAILURES } from '../../../lib/read-failures';
import { useKeysetList } from '../api/use-keyset-list';
import { useBulkDecision } from '../hooks/use-bulk-decision';
import { useModerationDecision } from '../hooks/use-moderation-decision';
import { directoryCategoryName } from '../utils/category-names';
import { ADMIN_LISTS } from '../utils/admin-lists';
import { formatDate } from '../utils/date-format';
import { PROJECT_DESCRIPTION_LIMIT, truncate } from '../utils/truncate';
import { DecisionActions, DecisionProblemAlert } from './DecisionActions';
import { ExternalLink } from './ExternalLink';
import { KeysetListBody } from './KeysetListBody';
import { ListFilterBar } from './ListFilterBar';
import { CardText, ModerationCard } from './ModerationCard';
import { QueueList } from './QueueList';
import { BulkResultAlert } from './BulkDecisionBar';

export function ProjectsTab({ enabled }: { enabled: boolean }) {
  const list = useKeysetList<PendingProject>(ADMIN_LISTS.projects, READ_FAILURES.pendingProjects, enabled);
  const decision = useModerationDecision('project');
  const bulk = useBulkDecision('project');
  return (
    <SectionCard title="Pending projects" description="Verifying a project shows its Verified badge in the directory.">
      <DecisionProblemAlert decision={decision} />
      <BulkResultAlert bulk={bulk} />
      <ListFilterBar list={list} />
      <KeysetListBody list={list} label="Pending projects" emptyText="No pending projects" emptyIcon={<AppsOutlinedIcon />}>
        {(items) => (
          <QueueList
            label="Pending projects"
            items={items}
            selection={{ bulk, subjectOf: (project) => project.name }}
            renderItem={(project) => (
              <ModerationCard
                titleId={`admin-project-${project.id}`}
                title={project.name}
                badges={<Chip size="small" variant="outlined" color="secondary" label={directoryCategoryName(project.category)} />}
                meta={`Listed ${formatDate(project.createdAt)}`}
                actions={<DecisionActions kind="project" id={project.id} subject={project.name} decision={decision} />}
              >
                <CardText title={project.description}>{truncate(project.description, PROJECT_DESCRIPTION_LIMIT)}</CardText>
                {project.website ? <ExternalLink href={project.website} /> : null}
              </ModerationCard>
            )}
          />
        )}
      </KeysetListBody>
    </SectionCard>
  );
}
