import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import { EmptyState, LoadFailure, LoadingState } from '../../../components/ListStates';
import { SectionCard } from '../../../components/SectionCard';

export interface CreateAndListTabProps<Item extends { id: number }> {
  /** The card with the form that creates an item. */
  create: { title: string; description: string; form: ReactNode };
  listTitle: string;
  /** The partner's items as read: undefined until they arrive. */
  items: readonly Item[] | undefined;
  error: unknown;
  isLoading: boolean;
  retry: () => void;
  failureMessage: string;
  empty: { icon: ReactNode; text: string };
  renderItem: (item: Item) => ReactNode;
  /** Dialogs the tab opens over its items. */
  children?: ReactNode;
}

/** A partner dashboard tab that creates items above the list of the partner's own (campaigns, articles). */
export function CreateAndListTab<Item extends { id: number }>(props: CreateAndListTabProps<Item>) {
  const { create, listTitle, items, error, isLoading, retry, failureMessage, empty, renderItem, children } = props;

  let list;
  if (error) {
    list = <LoadFailure message={failureMessage} onRetry={retry} />;
  } else if (isLoading || !items) {
    list = <LoadingState />;
  } else if (items.length === 0) {
    list = <EmptyState icon={empty.icon}>{empty.text}</EmptyState>;
  } else {
    list = <Stack spacing={2}>{items.map(renderItem)}</Stack>;
  }

  return (
    <Stack spacing={3}>
      <SectionCard headingLevel="h3" title={create.title} description={create.description}>
        {create.form}
      </SectionCard>
      <SectionCard headingLevel="h3" title={listTitle}>
        {list}
      </SectionCard>
      {children}
    </Stack>
  );
}
