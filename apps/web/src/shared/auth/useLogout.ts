import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { toast } from '../toast/toast';
import { useLogoutMutation } from './session-api';
import { loggedOut } from './auth-slice';
import { SESSION_TEXT } from './constants';

/** Logout: clears state and storage, says 'Logged out successfully' and goes home. */
export function useLogout() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const token = useAppSelector((state) => state.auth.token);
  const [revoke] = useLogoutMutation();
  return useCallback(() => {
    if (token) revoke(token).catch(() => undefined);
    dispatch(loggedOut());
    toast.success(SESSION_TEXT.logoutSuccess);
    navigate('/');
  }, [dispatch, navigate, revoke, token]);
}
