/** Every path of the investor site, as the route table names them. */
export const paths = {
  home: '/',
  projects: '/projects',
  project: '/projects/:id',
  dashboard: '/dashboard',
  contact: '/contact',
  settings: '/settings',
  kycVerification: '/kyc-verification',
  verifyEmail: '/verify-email',
  faq: '/faq',
  developers: '/developers',
  secureAdmin: '/secure-admin',
  admin: '/admin',
  signUp: '/signup',
  signIn: '/signin',
  forgotPassword: '/forgot-password',
  secondFactorUnlock: '/second-factor/unlock',
} as const;

export function projectPath(id: number): string {
  return `/projects/${id}`;
}
