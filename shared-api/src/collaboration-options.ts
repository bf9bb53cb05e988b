// The seven collaboration options a channel can offer (SPEC §2, §3). Plain data: the remotes import it at run time
// through the `shared-api/collaboration-options` subpath.
export const COLLABORATION_OPTION_KEYS = [
  'FREE_SHOUTOUT_EXCHANGE',
  'PAID_PROMOTION',
  'PAID_COLLABORATION',
  'GUEST_APPEARANCE',
  'JOINT_CONTENT_CREATION',
  'BARTER_TRADE_COLLABORATION',
  'CUSTOM_OTHER_COLLABORATION',
] as const;
export type CollaborationOptionKey = (typeof COLLABORATION_OPTION_KEYS)[number];

export interface CollaborationOptionInfo {
  key: CollaborationOptionKey;
  label: string;
  /** What the option means, shown when the owner wrote no description of their own. */
  summary: string;
}

export const COLLABORATION_OPTIONS: readonly CollaborationOptionInfo[] = [
  { key: 'FREE_SHOUTOUT_EXCHANGE', label: 'Free Shoutout Exchange', summary: 'Mention each other\'s channel in a video or post, free of charge.' },
  { key: 'PAID_PROMOTION', label: 'Paid Promotion', summary: 'A paid mention or sponsored segment promoting your channel or product.' },
  { key: 'PAID_COLLABORATION', label: 'Paid Collaboration', summary: 'A paid, jointly planned video or series.' },
  { key: 'GUEST_APPEARANCE', label: 'Guest Appearance', summary: 'Appear as a guest in a video, stream or podcast.' },
  { key: 'JOINT_CONTENT_CREATION', label: 'Joint Content Creation', summary: 'Plan and produce content together, published on both channels.' },
  { key: 'BARTER_TRADE_COLLABORATION', label: 'Barter/Trade Collaboration', summary: 'Trade services, gear or products instead of money.' },
  { key: 'CUSTOM_OTHER_COLLABORATION', label: 'Custom/Other Collaboration', summary: 'Something else: propose your own idea.' },
];

export const COLLABORATION_OPTION_LABELS: Record<CollaborationOptionKey, string> = Object.fromEntries(
  COLLABORATION_OPTIONS.map((o) => [o.key, o.label]),
) as Record<CollaborationOptionKey, string>;

export const OPTION_DESCRIPTION_MAX = 300;
export const REVIEW_TEXT_MAX = 2000;
export const REQUEST_TIMING_MAX = 200;
export const REQUEST_MESSAGE_MAX = 2000;
export const REQUEST_NOTE_MAX = 500;

/** Texts of the channel page the tests and the e2e suite check verbatim. */
export const PREMIUM_ONLY_TEXT = 'This feature is available only for premium users.';
export const UPGRADE_TO_PREMIUM = 'Upgrade to Premium';
