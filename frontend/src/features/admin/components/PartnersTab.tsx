import Typography from '@mui/material/Typography';
import HandshakeOutlinedIcon from '@mui/icons-material/HandshakeOutlined';
import { SectionCard } from '../../../components/SectionCard';
import type { PendingPartner } from '../../../lib/api-types';
import { READ_FAILURES } from '../../../lib/read-failures';
import { useKeysetList } from '../api/use-keyset-list';
import { useBulkDecision } from '../hooks/use-bulk-decision';
import { useModerationDecision } from '../hooks/use-moderation-decision';
import { ADMIN_LISTS } from '../utils/admin-lists';
import { formatDate } from '../utils/date-format';
import { DecisionActions, DecisionProblemAlert } from './DecisionActions';
import { ExternalLink } from './ExternalLink';
import { ItemHistoryToggle } from './ItemHistoryToggle';
import { KeysetListBody } from './KeysetListBody';
import { ListFilterBar } from './ListFilterBar';
import { CardText, Facts, ModerationCard } from './ModerationCard';
import { QueueList } from './QueueList';
import { BulkResultAlert } from './BulkDecisionBar';
import { apiKey } from '../../../lib/api-client';

export function PartnersTab({ enabled }: { enabled: boolean }) {
  const list = useKeysetList<PendingPartner>(ADMIN_LISTS.partners, READ_FAILURES.pendingPartners, enabled);
  const decision = useModerationDecision('partner');
  const bulk = useBulkDecision('partner');
  return (
    <SectionCard title="Pending partners" description="Approving a profile gives its owner the partner role.">
      <DecisionProblemAlert decision={decision} />
      <BulkResultAlert bulk={bulk} />
      <ListFilterBar list={list} />
      <KeysetListBody
        list={list}
        label="Pending partners"
        emptyText="No pending partners"
        emptyIcon={<HandshakeOutlinedIcon />}
      >
        {(items) => (
          <QueueList
            label="Pending partners"
            items={items}
            selection={{ bulk, subjectOf: (partner) => partner.companyName }}
            renderItem={(partner) => (
              <ModerationCard
                titleId={`admin-partner-${partner.id}`}
                title={partner.companyName}
                meta={`${partner.requestId} · Owner ${partner.username} · Applied ${formatDate(partner.createdAt)}`}
                actions={
                  <DecisionActions kind="partner" id={partner.id} subject={partner.companyName} decision={decision} />
                }
              >
                {partner.description ? (
                  <CardText>{partner.description}</CardText>
                ) : (
                  <Typography component="p" variant="body2" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
                    No description given
                  </Typography>
                )}
                <Facts
                  items={[
                    ['Referral code', <span style={{ fontFamily: 'monospace' }}>{partner.referralCode}</span>],
                    ['Website', partner.website ? <ExternalLink href={partner.website} /> : 'Not provided'],
                  ]}
                />
                <ItemHistoryToggle
                  idPrefix={`admin-partner-${partner.id}`}
                  timelineUrl={apiKey('/api/partner/profile/{id}/timeline', { params: { path: { id: partner.id } } })}
                />
              </ModerationCard>
            )}
          />
        )}
      </KeysetListBody>
    </SectionCard>
  );
}
