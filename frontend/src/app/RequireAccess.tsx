import { createContext, useCallback, useContext, useLayoutEffect, useState, type ReactNode } from 'react';
import { AdminAccessRequired, SignInRequired } from '../components/AccessNotices';
import { LoadingState } from '../components/ListStates';
import { PageContainer } from '../components/PageContainer';
import { useSession, type Role, type SessionUser } from '../lib/session';
import { useDocumentTitle } from '../lib/use-document-title';
import { accessOf, type AccessLoss } from './access';

/** A page only some visitors may open, and what everyone else sees in its place. */
export interface GuardedPage {
  documentTitle: string;
  /** The page heading, shown above every screen of RequireAccess too. */
  title: string;
  /** Shown under the heading on those screens; the page itself may show more. */
  subtitle?: string;
  /** Roles allowed in; omitted, anyone signed in. */
  roles?: readonly Role[];
  /** Shown while the session is read; by default 'Loading...'. */
  checking?: ReactNode;
  signedOut: {
    message: string;
    /** Pages any visitor may use invite newcomers to sign up; admin pages do not. */
    offerSignup?: boolean;
  };
  /** The 'Admin access required' screen for a signed-in user without one of `roles`. */
  wrongRole?: {
    message: (user: SessionUser) => string;
    /** A public page with similar content, offered before 'Back to Home'. */
    alternative?: ReactNode;
  };
}

const ReportAccessLoss = createContext<(loss: AccessLoss) => void>(() => undefined);

/**
 * For a page behind RequireAccess: once one of its reads is refused (401 or 403), the page gives
 * way to the signed-out or wrong-role screen, before the refusal is ever painted.
 */
export function useAccessLoss(loss: AccessLoss | undefined): void {
  const report = useContext(ReportAccessLoss);
  useLayoutEffect(() => {
    if (loss) report(loss);
  }, [loss, report]);
}

function AccessScreen({ page, children }: { page: GuardedPage; children: ReactNode }) {
  useDocumentTitle(page.documentTitle);
  return (
    <PageContainer title={page.title} subtitle={page.subtitle}>
      {children}
    </PageContainer>
  );
}

/**
 * The one access check of the app's routes: renders the page only for a signed-in user with one
 * of its roles, so the page fetches nothing for anyone else, and shows the loading, signed-out
 * or wrong-role screen otherwise.
 */
export function RequireAccess({ page, children }: { page: GuardedPage; children: ReactNode }) {
  const { user, isLoading } = useSession();
  // Kept per account: signing in again (as anyone) starts afresh.
  const [loss, setLoss] = useState<{ userId: number; loss: AccessLoss }>();
  const report = useCallback((lost: AccessLoss) => setLoss(user ? { userId: user.id, loss: lost } : undefined), [user]);
  const lost = loss && user && loss.userId === user.id ? loss.loss : undefined;

  switch (accessOf({ isLoading, user, roles: page.roles, lost })) {
    case 'allowed':
      return <ReportAccessLoss value={report}>{children}</ReportAccessLoss>;
    case 'checking':
      return <AccessScreen page={page}>{page.checking ?? <LoadingState minHeight={240} />}</AccessScreen>;
    case 'signed-out':
      return (
        <AccessScreen page={page}>
          <SignInRequired message={page.signedOut.message} offerSignup={page.signedOut.offerSignup} />
        </AccessScreen>
      );
    case 'wrong-role':
      return (
        <AccessScreen page={page}>
          {user && page.wrongRole ? (
            <AdminAccessRequired message={page.wrongRole.message(user)} alternative={page.wrongRole.alternative} />
          ) : null}
        </AccessScreen>
      );
  }
}
