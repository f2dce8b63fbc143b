import { paths } from '../../paths';

/** The links of the navigation bar, in their fixed order; Dashboard only for a signed-in user. */
export const navLinks = [
  { to: paths.projects, labelKey: 'navigation.projects', signedInOnly: false },
  { to: paths.developers, labelKey: 'navigation.developers', signedInOnly: false },
  { to: paths.faq, labelKey: 'navigation.faq', signedInOnly: false },
  { to: paths.dashboard, labelKey: 'navigation.dashboard', signedInOnly: true },
  { to: paths.contact, labelKey: 'navigation.contact', signedInOnly: false },
] as const;

export function visibleNavLinks(signedIn: boolean) {
  return navLinks.filter((link) => signedIn || !link.signedInOnly);
}
