import Chip from '@mui/material/Chip';
import AppsOutlinedIcon from '@mui/icons-material/AppsOutlined';
import { SectionCard } from '../../../components/SectionCard';
import type { PendingProject } from '../../../lib/api-types';
import type { QueueState } from '../api/use-moderation-queues';
import { useModerationDecision } from '../hooks/use-moderation-decision';
import { directoryCategoryName } from '../utils/category-names';
import { formatDate } from '../utils/date-format';
import { PROJECT_DESCRIPTION_LIMIT, truncate } from '../utils/truncate';
import { DecisionActions, DecisionProblemAlert } from './DecisionActions';
import { ExternalLink } from './ExternalLink';
import { CardText, ModerationCard } from './ModerationCard';
import { QueueList } from './QueueList';

export function ProjectsTab({ queue }: { queue: QueueState<PendingProject> }) {
  const decision = useModerationDecision('project');
  return (
    <SectionCard title="Pending projects" description="Verifying a project shows its Verified badge in the directory.">
      <DecisionProblemAlert decision={decision} />
      <QueueList
        label="Pending projects"
        items={queue.items}
        error={queue.error}
        retry={queue.retry}
        emptyText="No pending projects"
        emptyIcon={<AppsOutlinedIcon />}
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
    </SectionCard>
  );
}
