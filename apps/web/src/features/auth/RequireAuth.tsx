import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAppSelector } from '../../shared/store/hooks';
import { selectAuth } from '../../shared/auth/auth-slice';
import { loginPathFrom } from '../../shared/auth/redirect';
import { isAdmin } from '../../shared/auth/types';

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
