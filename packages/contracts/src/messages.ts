// The product's exact texts (spec sections 4, 5 and 8). Use these, never retype them.
export const MSG = {
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  firstNameMin: 'First name must be at least 2 characters',
  lastNameMin: 'Last name must be at least 2 characters',
  passwordMin: 'Password must be at least 10 characters',
  // Not in the spec; in its style (issue 27: a list of common passwords ships with the product).
  passwordCommon: 'Password is too common. Please choose one that is harder to guess',
  passwordsDontMatch: "Passwords don't match",
  missingFields: 'Please fill in all required fields.',
  missingPostFields: 'Please fill in title, schedule time, and select at least one platform.',
  connectRequired: 'Please select a platform and provide access token',
  invalidCredentials: 'Invalid email or password. Please try again.',
  emailTaken: 'An account with this email already exists. Sign in instead.',
  unauthorized: 'Unauthorized',
  tooManyAttempts: 'Too many attempts. Please wait a minute and try again.',
  photoNotImage: 'Please choose an image file',
  photoTooLarge: 'Please choose an image smaller than 5MB',
  // Account recovery and management (not in the spec; written in its style).
  resetLinkSent: "If an account exists for that email, we've sent a link to reset your password.",
  resetLinkInvalid: 'This reset link is invalid or has expired. Please request a new one.',
  passwordResetDone: 'You can now sign in with your new password.',
  currentPasswordRequired: 'Please enter your current password',
  currentPasswordWrong: 'Your current password is incorrect.',
  passwordChanged: 'Your password was changed. Other devices have been signed out.',
  accountDeleted: 'Your account and everything in it have been deleted.',
} as const;
