import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { CommandContext } from '../eventsourcing/command-context';

/** The signed-in caller as the identity module's guards put it on the request. */
export interface AuthUser {
  id: string;
  role: 'user' | 'admin';
  email: string;
  name: string;
}

/** `arrival`: the request's ticket in the process's ArrivalOrder (order placements only). */
export type RequestWithUser = FastifyRequest & { user?: AuthUser; arrival?: number };

/** The command context of the current request: the caller (or a guest) and its correlation id. */
export function commandContextOf(request: RequestWithUser): CommandContext {
  return {
    actor: request.user ? { id: request.user.id, role: request.user.role } : { id: null, role: 'guest' },
    correlationId: String(request.id),
    causationId: null,
    ...(request.arrival !== undefined ? { arrival: request.arrival } : {}),
  };
}

/** Controller parameter: `@RequestContext() context: CommandContext`. */
export const RequestContext = createParamDecorator((_data: unknown, ctx: ExecutionContext): CommandContext =>
  commandContextOf(ctx.switchToHttp().getRequest<RequestWithUser>()),
);
