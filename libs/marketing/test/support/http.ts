import { adminToken as signInAdmin, registerVerified, SignInTarget } from '@store/identity/testing';

export { call } from '@store/identity/testing';

/** Identity's start-up admin's token. */
export const adminToken = async (t: SignInTarget): Promise<string> => (await signInAdmin(t)).token;

/** A verified shopper's token (role user), through identity's registration and the real e-mail. */
export const shopperToken = async (t: SignInTarget): Promise<string> => (await registerVerified(t)).token;
