import { Controller, Get, Module, UseGuards } from '@nestjs/common';
import type { AuthUser } from '@store/platform';
import {
  AdminOnly,
  Authenticated,
  CurrentUser,
  JwtAuthGuard,
  OptionalAuth,
  OptionalAuthGuard,
  Roles,
  RolesGuard,
} from '../../src';
import { adminToken, call, registerVerified } from '../../src/testing';
import { useIdentityApp } from '../support/identity-test-app';

/** Another module's controller, using only what @store/identity exports. */
@Controller('probe')
class ProbeController {
  @Get('guest-or-user')
  @UseGuards(OptionalAuthGuard)
  guestOrUser(@CurrentUser() user?: AuthUser) {
    return { user: user ?? null };
  }

  @Get('optional')
  @OptionalAuth()
  optional(@CurrentUser() user?: AuthUser) {
    return { user: user ?? null };
  }

  @Get('signed-in')
  @Authenticated()
  signedIn(@CurrentUser() user: AuthUser) {
    return { user };
  }

  @Get('admin')
  @UseGuards(JwtAuthGuard, RolesGuard)
  @Roles('admin')
  admin(@CurrentUser() user: AuthUser) {
    return { user };
  }

  @Get('admin-only')
  @AdminOnly()
  adminOnly() {
    return { ok: true };
  }
}

@Module({ controllers: [ProbeController] })
class ProbeModule {}

describe('the guards other modules use', () => {
  const t = useIdentityApp({}, [ProbeModule]);

  it('sets request.user to the AuthUser shape {id, role, email, name}', async () => {
    const { token, id, payload } = await registerVerified(t);
    const res = await call(t.app, 'GET', '/api/probe/signed-in', { token });
    expect(res.body.user).toEqual({ id, role: 'user', email: payload.email, name: payload.name });
  });

  it('lets guests and users through the optional-auth guard, a bad token counting as a guest', async () => {
    const { token, id } = await registerVerified(t);
    for (const path of ['guest-or-user', 'optional']) {
      expect((await call(t.app, 'GET', `/api/probe/${path}`)).body).toEqual({ user: null });
      expect((await call(t.app, 'GET', `/api/probe/${path}`, { token })).body.user.id).toBe(id);
      expect((await call(t.app, 'GET', `/api/probe/${path}`, { token: 'stale.token.here' })).body).toEqual({
        user: null,
      });
    }
  });

  it('answers 401 without a token and 403 for a non-admin on admin endpoints', async () => {
    const { token } = await registerVerified(t);
    const admin = await adminToken(t);
    for (const path of ['admin', 'admin-only']) {
      expect((await call(t.app, 'GET', `/api/probe/${path}`)).status).toBe(401);
      const forbidden = await call(t.app, 'GET', `/api/probe/${path}`, { token });
      expect(forbidden.status).toBe(403);
      expect(forbidden.body).toEqual({ success: false, message: 'Admin access required' });
      expect((await call(t.app, 'GET', `/api/probe/${path}`, { token: admin.token })).status).toBe(200);
    }
  });

  it('answers 401 for an expired token', async () => {
    const jwt = await import('jsonwebtoken');
    const { id } = await registerVerified(t);
    const expired = jwt.sign(
      { sub: id, jti: 'x', iat: Math.floor(Date.now() / 1000) - 100, exp: Math.floor(Date.now() / 1000) - 10 },
      t.config.JWT_SECRET,
    );
    expect((await call(t.app, 'GET', '/api/probe/signed-in', { token: expired })).status).toBe(401);
  });

  it('answers 401 for a token signed with another secret', async () => {
    const jwt = await import('jsonwebtoken');
    const { id } = await registerVerified(t);
    const forged = jwt.sign({ sub: id, jti: 'y' }, 'some-other-secret-value', { expiresIn: 600 });
    expect((await call(t.app, 'GET', '/api/probe/signed-in', { token: forged })).status).toBe(401);
  });
});
