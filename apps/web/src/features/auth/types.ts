/** The signed-in user as the API returns it (spec section 3, User). */
export interface Address {
  houseName?: string;
  street?: string;
  city?: string;
  state?: string;
  zipCode?: string;
  country?: string;
}

export interface User {
  _id: string;
  name: string;
  email?: string | null;
  phone?: string | null;
  address?: Address | null;
  role?: 'user' | 'customer' | 'admin' | string;
  isEmailVerified?: boolean;
  active?: boolean;
  createdAt?: string;
}

export const isAdmin = (user: User | null | undefined): boolean => user?.role === 'admin';
