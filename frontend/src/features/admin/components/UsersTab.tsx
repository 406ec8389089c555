import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import PersonSearchOutlinedIcon from '@mui/icons-material/PersonSearchOutlined';
import SearchIcon from '@mui/icons-material/Search';
import { EmptyState, LoadFailure, LoadingState } from '../../../components/ListStates';
import { SectionCard } from '../../../components/SectionCard';
import { mutationErrorMessage } from '../../../lib/api-client';
import type { AdminUser, PasswordResetLink, Role } from '../../../lib/api-types';
import { useSession } from '../../../lib/session';
import { useToast } from '../../../lib/use-toast';
import { useAdminUserActions, useAdminUsersPage } from '../api/use-admin-users';
import { isUnauthorizedOrForbidden } from '../utils/access';
import { formatDate } from '../utils/date-format';
import { currentPage, nextPageTrail, previousPageTrail, trailRangeLabel, type PageTrail } from '../utils/outbox-paging';
import { roleLabel, searchWithUserFilters, USER_ROLES, USER_SEARCH_MAX_LENGTH, userFiltersFrom, usersFirstPage, type UserFilters } from '../utils/user-filters';
import { RecordTable, type RecordColumn } from './RecordTable';
import { ResetLinkDialog, UserStatusDialog } from './UserActionDialogs';

interface RowActions {
  selfId: number | undefined;
  busyId: number | null;
  onToggle: (user: AdminUser) => void;
  onResetLink: (user: AdminUser) => void;
}

function userColumns({ selfId, busyId, onToggle, onResetLink }: RowActions): RecordColumn<AdminUser>[] {
  return [
    { id: 'username', label: 'Username', render: (user) => <strong>{user.username}</strong> },
    { id: 'role', label: 'Role', nowrap: true, render: (user) => roleLabel(user.role) },
    {
      id: 'email',
      label: 'Email',
      render: (user) =>
        user.email ? (
          <>
            {user.email} <Typography component="span" variant="caption" sx={{ color: 'text.secondary' }}>({user.emailVerified ? 'verified' : 'not verified'})</Typography>
          </>
        ) : (
          '—'
        ),
    },
    { id: 'created', label: 'Created', nowrap: true, render: (user) => formatDate(user.createdAt) },
    {
      id: 'status',
      label: 'Status',
      nowrap: true,
      render: (user) => <Chip size="small" label={user.disabled ? 'Disabled' : 'Active'} color={user.disabled ? 'error' : 'success'} variant="outlined" />,
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
          <Button size="small" disabled={busyId === user.id} onClick={() => onResetLink(user)} aria-label={`Reset link for ${user.username}`}>
            Reset link
          </Button>
        </Stack>
      ),
    },
  ];
}

/** Admins only: find accounts, disable or enable them, and hand out password-reset links. */
export function UsersTab({ enabled }: { enabled: boolean }) {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const filters = userFiltersFrom(searchParams);
  const firstPage = usersFirstPage(filters);
  const [trail, setTrail] = useState<PageTrail>([firstPage]);
  const [draft, setDraft] = useState<UserFilters>(filters);
  const [confirming, setConfirming] = useState<AdminUser | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [issued, setIssued] = useState<PasswordResetLink | null>(null);
  const { user: self } = useSession();
  const toast = useToast();
  const actions = useAdminUserActions();

  // New filters (typed here, or from the address bar) start again at the first page.
  useEffect(() => {
    setTrail((current) => (current[0] === firstPage ? current : [firstPage]));
    setDraft(userFiltersFrom(new URLSearchParams(location.search)));
  }, [firstPage, location.search]);

  const { page, error, retry } = useAdminUsersPage(currentPage(trail), enabled);

  const applyFilters = (next: UserFilters) => {
    navigate({ search: searchWithUserFilters(searchParams, next), hash: location.hash }, { replace: true, preventScrollReset: true });
  };

  const submitSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    applyFilters(draft);
  };

  const toggle = async () => {
    if (!confirming) return;
    const target = confirming;
    setBusyId(target.id);
    try {
      const updated = await actions.setDisabled(target, !target.disabled);
      toast({
        title: updated.disabled ? 'Account disabled' : 'Account enabled',
        description: updated.disabled ? `${updated.username} is signed out and cannot log in.` : `${updated.username} can log in again.`,
        variant: 'success',
      });
      setConfirming(null);
    } catch (failure) {
      toast({ title: 'Not saved', description: mutationErrorMessage(failure, 'Could not change the account. Please try again.'), variant: 'error' });
    } finally {
      setBusyId(null);
    }
  };

  const resetLink = async (target: AdminUser) => {
    setBusyId(target.id);
    try {
      setIssued(await actions.passwordResetLink(target));
    } catch (failure) {
      toast({ title: 'No link issued', description: mutationErrorMessage(failure, 'Could not create a reset link. Please try again.'), variant: 'error' });
    } finally {
      setBusyId(null);
    }
  };

  let content: ReactNode;
  if (error && !isUnauthorizedOrForbidden(error)) {
    content = <LoadFailure message="We could not load the users." onRetry={retry} />;
  } else if (!page) {
    content = <LoadingState />;
  } else if (page.items.length === 0 && trail.length === 1) {
    content = (
      <EmptyState icon={<PersonSearchOutlinedIcon />}>{filters.q || filters.role ? 'No users match this search' : 'No users yet'}</EmptyState>
    );
  } else {
    content = (
      <>
        <RecordTable
          label="Users"
          rows={page.items}
          columns={userColumns({ selfId: self?.id, busyId, onToggle: setConfirming, onResetLink: resetLink })}
        />
        <Stack
          component="nav"
          aria-label="User pages"
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ mt: 2, alignItems: { xs: 'flex-start', sm: 'center' }, justifyContent: 'space-between' }}
        >
          <Typography component="p" variant="body2" sx={{ color: 'text.secondary' }} aria-live="polite">
            {trailRangeLabel(trail, page.items.length, page.total)}
          </Typography>
          <Stack direction="row" spacing={1}>
            <Button size="small" startIcon={<NavigateBeforeIcon />} disabled={trail.length === 1} onClick={() => setTrail(previousPageTrail)}>
              Previous
            </Button>
            <Button size="small" endIcon={<NavigateNextIcon />} disabled={!page.next} onClick={() => setTrail((current) => nextPageTrail(current, page.next))}>
              Next
            </Button>
          </Stack>
        </Stack>
      </>
    );
  }

  return (
    <SectionCard title="Users" description="Every account, newest first. Disabling signs the account out everywhere at once.">
      <Box
        component="form"
        role="search"
        aria-label="Find users"
        onSubmit={submitSearch}
        sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 1.5, mb: 2.5 }}
      >
        <TextField
          label="Username contains"
          size="small"
          value={draft.q}
          onChange={(event) => setDraft((current) => ({ ...current, q: event.target.value }))}
          slotProps={{ htmlInput: { maxLength: USER_SEARCH_MAX_LENGTH } }}
          sx={{ flexGrow: 1 }}
        />
        <TextField
          select
          label="Role"
          size="small"
          value={draft.role}
          onChange={(event) => {
            const next = { ...draft, role: event.target.value as Role | '' };
            setDraft(next);
            applyFilters(next);
          }}
          sx={{ minWidth: 150 }}
        >
          <MenuItem value="">All roles</MenuItem>
          {USER_ROLES.map((role) => (
            <MenuItem key={role} value={role}>
              {roleLabel(role)}
            </MenuItem>
          ))}
        </TextField>
        <Button type="submit" variant="contained" startIcon={<SearchIcon />}>
          Search
        </Button>
      </Box>
      {content}
      <UserStatusDialog user={confirming} busy={busyId !== null} onCancel={() => setConfirming(null)} onConfirm={toggle} />
      <ResetLinkDialog issued={issued} onClose={() => setIssued(null)} />
    </SectionCard>
  );
}
