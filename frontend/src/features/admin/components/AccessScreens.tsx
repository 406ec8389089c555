import { BRAND_NAME } from '../../../app/brand';
import { AdminAccessRequired, SignInRequired } from '../../../components/AccessNotices';

export function AdminSignedOut() {
  return <SignInRequired message="Please log in with an admin account to use the admin dashboard." />;
}

export function AdminAccessDenied({ username }: { username?: string }) {
  const signedInAs = username ? `You are signed in as ${username}, an account without admin rights. ` : '';
  return (
    <AdminAccessRequired
      message={`${signedInAs}Only ${BRAND_NAME} admins can moderate partners, projects, articles and submissions.`}
    />
  );
}
