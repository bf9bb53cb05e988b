import { ChartColumn, Handshake, Rocket } from 'shared-ui';
/** Copy of the coming-soon page (SPEC §1, §2, §5, §8). */
export const COMING_SOON_TEXT = {
  title: 'Something Big Is Coming',
  subtitle: 'CollabHub is the place where creators find each other and collaborate. Be the first to know when we launch.',
  emailRequired: 'Please enter your email address',
  subscribed: "Thanks for subscribing! We'll keep you updated.",
  subscribeFailed: 'Failed to subscribe. Please try again.',
} as const;

export const WHAT_TO_EXPECT = [
  { icon: Handshake, title: 'Creator Connections', text: 'Meet creators in your niche and across languages, ready to collaborate.' },
  { icon: ChartColumn, title: 'Analytics & Insights', text: 'Understand which collaborations grow your audience and why.' },
  { icon: Rocket, title: 'Growth Tools', text: 'Plan, message and track collaborations in one place.' },
] as const;
