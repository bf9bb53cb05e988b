import { Compass, MessageCircle, Search, ShieldCheck, TrendingUp, Youtube } from 'shared-ui';

/** Copy of the landing page (SPEC §1, §2). */
export const LANDING_HERO = {
  title: 'Find Your Next Big Collaboration',
  subtitle: 'Connect with fellow creators, brands, and audiences to grow your channel and reach new heights.',
} as const;

export const HOW_IT_WORKS_STEPS = [
  {
    icon: Youtube,
    title: 'Connect Your Channel',
    text: 'Sign up with Google and link your YouTube channel. We only ask for read-only access.',
  },
  {
    icon: Search,
    title: 'Find Collaborators',
    text: 'Browse creators by niche, language, audience size and collaboration status.',
  },
  {
    icon: MessageCircle,
    title: 'Start Collaborating',
    text: 'Message creators directly, invite channels that are not here yet and plan your next project together.',
  },
] as const;

export const LANDING_FEATURES = [
  {
    icon: Compass,
    title: 'Discover',
    text: 'Search and filter thousands of channels to find creators who share your audience and goals.',
  },
  {
    icon: ShieldCheck,
    title: 'Trust & Safety',
    text: 'Every profile is tied to a verified YouTube channel, so you always know who you are talking to.',
  },
  {
    icon: TrendingUp,
    title: 'Grow',
    text: 'Reach new viewers through collaborations that bring both channels forward.',
  },
] as const;
