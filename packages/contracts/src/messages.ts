// The product's exact texts (spec sections 4, 5 and 8). Use these, never retype them.
export const MSG = {
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  firstNameMin: 'First name must be at least 2 characters',
  lastNameMin: 'Last name must be at least 2 characters',
  passwordMin: 'Password must be at least 8 characters',
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
} as const;
