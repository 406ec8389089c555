import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import AppsOutlinedIcon from '@mui/icons-material/AppsOutlined';
import VerifiedOutlinedIcon from '@mui/icons-material/VerifiedOutlined';
import { SectionCard } from '../../../components/SectionCard';
import type { PendingProject, VerifiedProject } from '../../../lib/api-types';
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
import { RecordTable, type RecordColumn } from './RecordTable';
import { ReverseButton } from './ReverseDialog';

const VERIFIED_COLUMNS: RecordColumn<VerifiedProject>[] = [
  { id: 'name', label: 'Project', render: (project) => <strong>{project.name}</strong> },
  { id: 'category', label: 'Category', nowrap: true, render: (project) => directoryCategoryName(project.category) },
  { id: 'listed', label: 'Listed', nowrap: true, render: (project) => formatDate(project.createdAt) },
  {
    id: 'website',
    label: 'Website',
    render: (project) => (project.website ? <ExternalLink href={project.website} /> : '—'),
  },
  {
    id: 'actions',
    label: 'Actions',
    nowrap: true,
    render: (project) => (
      <ReverseButton target={{ kind: 'unverify-project', id: project.id, subject: project.name }} label="Unverify…" />
    ),
  },
];

/** The directory's verified projects, each row with the reversal that takes its badge back. */
function VerifiedProjectsSection({ enabled }: { enabled: boolean }) {
  const list = useKeysetList<VerifiedProject>(
    ADMIN_LISTS.verifiedProjects,
    'Failed to fetch verified projects',
    enabled,
  );
  return (
    <SectionCard
      title="Verified projects"
      description="Projects showing the Verified badge. Unverifying one keeps it listed without the badge and puts it back in the queue above."
    >
      <ListFilterBar list={list} />
      <KeysetListBody
        list={list}
        label="Verified projects"
        emptyText="No verified projects"
        emptyIcon={<VerifiedOutlinedIcon />}
      >
        {(projects) => <RecordTable label="Verified projects" rows={projects} columns={VERIFIED_COLUMNS} />}
      </KeysetListBody>
    </SectionCard>
  );
}

export function ProjectsTab({ enabled }: { enabled: boolean }) {
  return (
    <Stack spacing={3}>
      <PendingProjectsSection enabled={enabled} />
      <VerifiedProjectsSection enabled={enabled} />
    </Stack>
  );
}

function PendingProjectsSection({ enabled }: { enabled: boolean }) {
  const list = useKeysetList<PendingProject>(ADMIN_LISTS.projects, READ_FAILURES.pendingProjects, enabled);
  const decision = useModerationDecision('project');
  const bulk = useBulkDecision('project');
  return (
    <SectionCard title="Pending projects" description="Verifying a project shows its Verified badge in the directory.">
      <DecisionProblemAlert decision={decision} />
      <BulkResultAlert bulk={bulk} />
      <ListFilterBar list={list} />
      <KeysetListBody
        list={list}
        label="Pending projects"
        emptyText="No pending projects"
        emptyIcon={<AppsOutlinedIcon />}
      >
        {(items) => (
          <QueueList
            label="Pending projects"
            items={items}
            selection={{ bulk, subjectOf: (project) => project.name }}
            renderItem={(project) => (
              <ModerationCard
                titleId={`admin-project-${project.id}`}
                title={project.name}
                badges={
                  <Chip
                    size="small"
                    variant="outlined"
                    color="secondary"
                    label={directoryCategoryName(project.category)}
                  />
                }
                meta={`Listed ${formatDate(project.createdAt)}`}
                actions={<DecisionActions kind="project" id={project.id} subject={project.name} decision={decision} />}
              >
                <CardText title={project.description}>
                  {truncate(project.description, PROJECT_DESCRIPTION_LIMIT)}
                </CardText>
                {project.website ? <ExternalLink href={project.website} /> : null}
              </ModerationCard>
            )}
          />
        )}
      </KeysetListBody>
    </SectionCard>
  );
}
