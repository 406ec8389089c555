import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PersonSearchOutlinedIcon from '@mui/icons-material/PersonSearchOutlined';
import { SectionCard } from '../../../components/SectionCard';
import { mutationErrorMessage } from '../../../lib/api-client';
import type { AdminUser, ListedUser, PasswordResetLink } from '../../../lib/api-types';
import { useSession } from '../../../lib/session';
import { useToast } from '../../../lib/use-toast';
import { shortAddress } from '../../wallets/utils/chains';
import { useAdminUserActions } from '../api/use-admin-users';
import { useKeysetList } from '../api/use-keyset-list';
import { ADMIN_LISTS } from '../utils/admin-lists';
import { formatDate } from '../utils/date-format';
import { roleLabel } from '../utils/user-filters';
import { KeysetListBody } from './KeysetListBody';
import { ListFilterBar } from './ListFilterBar';
import { PayoutAddressDialog } from './PayoutAddressDialog';
import { RecordTable, type RecordColumn } from './RecordTable';
import { ReverseButton } from './ReverseDialog';
import { ResetLinkDialog, UserStatusDialog } from './UserActionDialogs';

interface RowActions {
  selfId: number | undefined;
  busyId: number | null;
  onToggle: (user: AdminUser) => void;
  onResetLink: (user: AdminUser) => void;
  onPayoutAddress: (user: AdminUser) => void;
}

function userColumns({
  selfId,
  busyId,
  onToggle,
  onResetLink,
  onPayoutAddress,
}: RowActions): RecordColumn<ListedUser>[] {
  return [
    { id: 'username', label: 'Username', render: (user) => <strong>{user.username}</strong> },
    { id: 'role', label: 'Role', nowrap: true, render: (user) => roleLabel(user.role) },
    {
      id: 'email',
      label: 'Email',
      render: (user) =>
        user.email ? (
          <>
            {user.email}{' '}
            <Typography component="span" variant="caption" sx={{ color: 'text.secondary' }}>
              ({user.emailVerified ? 'verified' : 'not verified'})
            </Typography>
          </>
        ) : (
          '—'
        ),
    },
    {
      id: 'wallets',
      label: 'Wallets',
      nowrap: true,
      render: (user) =>
        user.wallets.length > 0 ? (
          <Stack spacing={0.25}>
            {user.wallets.map((address) => (
              <Typography key={address} component="span" variant="body2" title={address} aria-label={address}>
                <code>{shortAddress(address)}</code>
              </Typography>
            ))}
          </Stack>
        ) : (
          '—'
        ),
    },
    { id: 'created', label: 'Created', nowrap: true, render: (user) => formatDate(user.createdAt) },
    {
      id: 'status',
      label: 'Status',
      nowrap: true,
      render: (user) => (
        <Chip
          size="small"
          label={user.disabled ? 'Disabled' : 'Active'}
          color={user.disabled ? 'error' : 'success'}
          variant="outlined"
        />
      ),
    },
    {
      id: 'two-factor',
      label: 'Two-factor',
      nowrap: true,
      render: (user) => (
        <Chip
          size="small"
          variant="outlined"
          label={user.twoFactorEnabled ? 'On' : 'Off'}
          color={user.twoFactorEnabled ? 'success' : 'default'}
        />
      ),
    },
    {
      id: 'actions',
      label: 'Actions',
      nowrap: true,
      render: (user) => (
        <Stack direction="row" spacing={1}>
          <Button
            size="small"
            variant="outlined"
            color={user.disabled ? 'primary' : 'error'}
            disabled={busyId === user.id || (!user.disabled && user.id === selfId)}
            onClick={() => onToggle(user)}
            aria-label={`${user.disabled ? 'Enable' : 'Disable'} ${user.username}`}
          >
            {user.disabled ? 'Enable' : 'Disable'}
          </Button>
          <Button
            size="small"
            disabled={busyId === user.id}
            onClick={() => onResetLink(user)}
            aria-label={`Reset link for ${user.username}`}
          >
            Reset link
          </Button>
          {user.role === 'partner' ? (
            <Button
              size="small"
              onClick={() => onPayoutAddress(user)}
              aria-label={`Payout address of ${user.username}`}
            >
              Payout address
            </Button>
          ) : null}
          {user.partnerProfile?.status === 'approved' ? (
            <ReverseButton
              target={{ kind: 'revoke-partner', id: user.partnerProfile.id, subject: user.username }}
              label="Revoke partner"
            />
          ) : null}
        </Stack>
      ),
    },
  ];
}

/** Admins only: find accounts, disable or enable them, hand out password-reset links, revoke approved partners and see a partner's payout address. */
export function UsersTab({ enabled }: { enabled: boolean }) {
  const list = useKeysetList<ListedUser>(ADMIN_LISTS.users, 'Failed to fetch users', enabled);
  const [confirming, setConfirming] = useState<AdminUser | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [issued, setIssued] = useState<PasswordResetLink | null>(null);
  const [payoutOf, setPayoutOf] = useState<AdminUser | null>(null);
  const { user: self } = useSession();
  const toast = useToast();
  const actions = useAdminUserActions();

  const toggle = async () => {
    if (!confirming) return;
    const target = confirming;
    setBusyId(target.id);
    try {
      const updated = await actions.setDisabled(target, !target.disabled);
      toast({
        title: updated.disabled ? 'Account disabled' : 'Account enabled',
        description: updated.disabled
          ? `${updated.username} is signed out and cannot log in.`
          : `${updated.username} can log in again.`,
        variant: 'success',
      });
      setConfirming(null);
    } catch (failure) {
      toast({
        title: 'Not saved',
        description: mutationErrorMessage(failure, 'Could not change the account. Please try again.'),
        variant: 'error',
      });
    } finally {
      setBusyId(null);
    }
  };

  const resetLink = async (target: AdminUser) => {
    setBusyId(target.id);
    try {
      setIssued(await actions.passwordResetLink(target));
    } catch (failure) {
      toast({
        title: 'No link issued',
        description: mutationErrorMessage(failure, 'Could not create a reset link. Please try again.'),
        variant: 'error',
      });
    } finally {
      setBusyId(null);
    }
  };

  return (
    <SectionCard
      title="Users"
      description="Every account: search, filter and sort it. Disabling signs the account out everywhere at once."
    >
      <ListFilterBar list={list} />
      <KeysetListBody list={list} label="Users" emptyText="No users yet" emptyIcon={<PersonSearchOutlinedIcon />}>
        {(users) => (
          <RecordTable
            label="Users"
            rows={users}
            columns={userColumns({
              selfId: self?.id,
              busyId,
              onToggle: setConfirming,
              onResetLink: (user) => void resetLink(user),
              onPayoutAddress: setPayoutOf,
            })}
          />
        )}
      </KeysetListBody>
      <UserStatusDialog
        user={confirming}
        busy={busyId !== null}
        onCancel={() => setConfirming(null)}
        onConfirm={toggle}
      />
      <ResetLinkDialog issued={issued} onClose={() => setIssued(null)} />
      <PayoutAddressDialog user={payoutOf} onClose={() => setPayoutOf(null)} />
    </SectionCard>
  );
}
