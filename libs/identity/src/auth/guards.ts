import { CanActivate, ExecutionContext, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import {
  ForbiddenError,
  isDatabaseUnavailable,
  UnauthorizedError,
  type AuthUser,
  type RequestWithUser,
} from '@store/platform';
import { IDENTITY_MESSAGES as M } from '../domain/messages';

/**
 * A valid bearer token is required: 401 otherwise (missing, expired, logged out, blocked or
 * deleted user). Sets request.user to the AuthUser. A token that cannot be checked because
 * PostgreSQL is unreachable is not a bad token: that error goes on to the 503 answer, so the web
 * app does not sign its shopper out during a database restart.
 */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  override handleRequest<T = AuthUser>(error: unknown, user: T | false): T {
    if (error && isDatabaseUnavailable(error)) throw error;
    if (error) throw error instanceof UnauthorizedError ? error : new UnauthorizedError(M.loginRequired);
    if (!user) throw new UnauthorizedError(M.loginRequired);
    return user;
  }
}

/**
 * Guest or user: with a valid token request.user is set; without one (or with one that no
 * longer works) the request goes on as a guest, so guest checkout never fails on a stale token.
 */
@Injectable()
export class OptionalAuthGuard extends AuthGuard('jwt') {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    try {
      await super.canActivate(context);
    } catch {
      context.switchToHttp().getRequest<RequestWithUser>().user = undefined;
    }
    return true;
  }

  override handleRequest<T = AuthUser>(_error: unknown, user: T | false): T {
    return (user || undefined) as T;
  }
}

export const ROLES_KEY = 'identity:roles';

/** The roles allowed on a handler or controller: `@Roles('admin')`. Use after JwtAuthGuard. */
export const Roles = (...roles: AuthUser['role'][]) => SetMetadata(ROLES_KEY, roles);

/** 401 without a signed-in user, 403 when the user's role is not one of @Roles(...). */
@Injectable()
export class RolesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const roles = this.reflector.getAllAndOverride<AuthUser['role'][] | undefined>(ROLES_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    const user = context.switchToHttp().getRequest<RequestWithUser>().user;
    if (!user) throw new UnauthorizedError(M.loginRequired);
    if (roles?.length && !roles.includes(user.role)) throw new ForbiddenError(M.adminRequired);
    return true;
  }
}
