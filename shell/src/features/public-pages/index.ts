// The public pages the shell's router mounts (SPEC §2): landing, coming soon, login, register, legal texts.
export { LandingPage } from './components/landing-page';
export { ComingSoonPage } from './components/coming-soon-page';
export { LoginPage } from './components/login-page';
export { RegisterPage } from './components/register-page';
export { TermsPage, PrivacyPage } from './components/legal-page';
