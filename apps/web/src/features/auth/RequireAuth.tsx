import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { selectAuth } from './auth-slice';
import { loginPathFrom } from './redirect';
import { isAdmin } from './types';

interface RequireAuthProps {
  /** Only admins pass; others go to /. */
  admin?: boolean;
  /** Where a signed-out shopper goes; by default /login remembering where they came from. */
  loginPath?: string;
}

/** Route guard (spec section 2): signed-out shoppers go to /login, non-admins leave /admin for /. */
export function RequireAuth({ admin = false, loginPath }: RequireAuthProps) {
  const { isAuthenticated, user } = useAppSelector(selectAuth);
  const location = useLocation();
  if (!isAuthenticated)
    return <Navigate to={loginPath ?? loginPathFrom(location.pathname + location.search)} replace />;
  if (admin && !isAdmin(user)) return <Navigate to="/" replace />;
  return <Outlet />;
}
