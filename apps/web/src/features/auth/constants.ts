/** Texts and delays of the auth screens (spec sections 5, 8 and 9). */
export const AUTH_TEXT = {
  loginSuccess: 'Login successful!',
  loginFailed: 'Login failed',
  forgotFailed: 'Failed to reset password.',
  forgotSuccess: 'Check your email for a new password.',
  resetSuccess: 'Your password has been reset. You can now log in with your new password.',
  resetFailed: 'Failed to reset password.',
  resetLinkInvalid: 'This password reset link is invalid or has expired',
  registered: 'Registration successful! Verification email sent to your email address',
  registerFailed: 'Registration failed. Please try again.',
  verified: 'Email verified successfully!',
  verifyFailed: 'Failed to verify email',
  codeExpired: 'Verification code expired. Please register again.',
  resent: 'Verification email resent successfully!',
  resendFailed: 'Failed to resend verification email. Please try again.',
} as const;

export const AUTH_DELAYS_MS = {
  afterVerification: 1000,
  afterExpiredCode: 3000,
  expiredCodeToast: 5000,
} as const;

/** An error message containing one of these means the registration code can no longer be used. */
export const EXPIRED_CODE_MARKERS = ['expired', 'register again'] as const;
