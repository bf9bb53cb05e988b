// The public pages the shell's router mounts (SPEC §2): landing, coming soon, login, register, legal texts,
// About Us. Each page is its own chunk: a visitor downloads only the page they open.
import { lazy } from 'react';

const loadLandingPage = () => import('./components/landing-page');
export const LandingPage = lazy(() => loadLandingPage().then((m) => ({ default: m.LandingPage })));
/** Starts fetching the landing page's chunk now, alongside the start-up requests, instead of after the first render. */
export function preloadLandingPage(): void {
  loadLandingPage().catch(() => undefined); // a failure shows when the page itself renders
}
export const ComingSoonPage = lazy(() =>
  import('./components/coming-soon-page').then((m) => ({ default: m.ComingSoonPage })));
export const LoginPage = lazy(() => import('./components/login-page').then((m) => ({ default: m.LoginPage })));
export const RegisterPage = lazy(() => import('./components/register-page').then((m) => ({ default: m.RegisterPage })));
export const TermsPage = lazy(() => import('./components/legal-page').then((m) => ({ default: m.TermsPage })));
export const PrivacyPage = lazy(() => import('./components/legal-page').then((m) => ({ default: m.PrivacyPage })));
export const AboutPage = lazy(() => import('./components/about-page').then((m) => ({ default: m.AboutPage })));
export const HowMatchingWorksPage = lazy(() =>
  import('./components/how-matching-works-page').then((m) => ({ default: m.HowMatchingWorksPage })));

export { PublicHeader } from './components/public-header';
export { COMMUNITY_CHAT_URL } from './components/public-links';
