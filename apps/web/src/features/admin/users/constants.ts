/** The admin users screen's texts: spec sections 2 (Admin users) and 8 (Users). */
export const USERS_TEXT = {
  title: 'Users',
  searchPlaceholder: 'Search by name or email...',
  loading: 'Loading users...',
  empty: 'No users found.',
  loadFailed: 'Failed to load users',
  roleFailed: 'Failed to update role',
  statusFailed: 'Failed to update status',
  deleteFailed: 'Failed to delete user',
  roleUpdated: 'Role updated successfully',
  blocked: 'User blocked',
  unblocked: 'User unblocked',
  deleted: 'User deleted successfully',
  deleteTitle: 'Delete User?',
  deleteConfirm: 'Are you sure you want to delete this user? This action cannot be undone.',
  /** In place of role, block and delete on the admin's own row. */
  ownAccount: 'Your account',
  ordersEmpty: 'No orders yet',
  ordersFailed: 'Failed to load orders',
  eraseGuestTitle: "Erase a guest's personal data",
  eraseGuestHint:
    'Erases the name, e-mail, phone and address of every guest order and notify-me request made with this e-mail address. Orders stay, for the accounts.',
  eraseGuestLabel: 'Guest e-mail',
  eraseGuestButton: 'Erase guest data',
  eraseGuestConfirmTitle: 'Erase Guest Data?',
  eraseGuestConfirm: (email: string) =>
    `Erase the personal data of every guest order and notify-me request of ${email}? This action cannot be undone.`,
  eraseGuestFailed: 'Failed to erase the guest data',
  eraseGuestEmailRequired: 'Email is required',
} as const;

/** The server's page of users (spec: "Admin users page size: not shown"; the API's 20). */
export const ADMIN_USERS_PAGE_SIZE = 20;
