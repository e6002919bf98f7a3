import { applyDecorators, createParamDecorator, ExecutionContext, UseGuards } from '@nestjs/common';
import { ApiBearerAuth } from '@nestjs/swagger';
import type { AuthUser, RequestWithUser } from '@store/platform';
import { JwtAuthGuard, OptionalAuthGuard, Roles, RolesGuard } from './guards';

/** The signed-in user (AuthUser), or undefined for a guest behind OptionalAuth. */
export const CurrentUser = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): AuthUser | undefined =>
    ctx.switchToHttp().getRequest<RequestWithUser>().user,
);

/** Signed-in users only: 401 without a valid token. */
export const Authenticated = () => applyDecorators(UseGuards(JwtAuthGuard), ApiBearerAuth());

/** Guests and signed-in users alike; request.user is set when a valid token came. */
export const OptionalAuth = () => applyDecorators(UseGuards(OptionalAuthGuard), ApiBearerAuth());

/** Admins only: 401 without a valid token, 403 for a non-admin. */
export const AdminOnly = () => applyDecorators(UseGuards(JwtAuthGuard, RolesGuard), Roles('admin'), ApiBearerAuth());
