import { adminToken as signInAdmin, call, registerVerified, SignInTarget } from '@store/identity/testing';

export { call };

type HttpMethod = Parameters<typeof call>[1];

/** Identity's start-up admin's token. */
export const adminToken = async (t: SignInTarget): Promise<string> => (await signInAdmin(t)).token;

/** A verified shopper's token (role user), through identity's registration and the real e-mail. */
export const shopperToken = async (t: SignInTarget): Promise<string> => (await registerVerified(t)).token;

/** `method url` is for admins only: 401 without a token, 403 with the admin-only message for a shopper. */
export async function expectAdminOnly(
  t: SignInTarget,
  shopper: string,
  method: HttpMethod,
  url: string,
  body: unknown,
): Promise<void> {
  expect((await call(t.app, method, url, { body })).status).toBe(401);
  const res = await call(t.app, method, url, { token: shopper, body });
  expect(res.status).toBe(403);
  expect(res.body).toEqual({ success: false, message: 'Admin access required' });
}
