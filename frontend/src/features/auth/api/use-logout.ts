import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { useClearAccountData, useSession } from '../../../lib/session';
import { useToast } from '../../../lib/use-toast';
import { logoutRequest } from './auth-requests';

export function useLogout(): { logout: () => Promise<void>; isLoggingOut: boolean } {
  const [isLoggingOut, setIsLoggingOut] = useState(false);
  const { refresh } = useSession();
  const clearAccountData = useClearAccountData();
  const toast = useToast();
  const navigate = useNavigate();

  const logout = useCallback(async () => {
    setIsLoggingOut(true);
    try {
      await logoutRequest();
    } catch {
      toast({
        title: 'Error',
        description: 'Failed to logout. Please try again.',
        variant: 'error',
      });
      setIsLoggingOut(false);
      return;
    }
    toast({
      title: 'Logged out',
      description: 'You have been successfully logged out.',
      variant: 'success',
    });
    await clearAccountData();
    await refresh();
    setIsLoggingOut(false);
    void navigate(paths.home);
  }, [clearAccountData, navigate, refresh, toast]);

  return { logout, isLoggingOut };
}
