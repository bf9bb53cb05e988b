// Seed data of the channel page: realistic collaboration options for every seeded channel, drawn in SQL from the
// seed's deterministic hash function (collabhub_seed_u), so the same channel always gets the same options.
import { COLLABORATION_OPTIONS, type CollaborationOptionKey } from 'shared-api';

const lit = (s: string) => `'${s.replace(/'/g, "''")}'`;
/** A text[] literal of the given texts. */
const textArray = (texts: readonly string[]) => `ARRAY[${texts.map(lit).join(',')}]`;

/** Per option: how often it is offered and a few owner-style descriptions. */
const SEED_OPTIONS: Record<CollaborationOptionKey, { share: number; texts: string[] }> = {
  FREE_SHOUTOUT_EXCHANGE: { share: 0.75, texts: [
    'Happy to swap shoutouts with channels of a similar size in our niche.',
    'A 15-second mention at the end of a video, in exchange for the same.',
    'Shoutout swaps in Shorts and community posts.'] },
  PAID_PROMOTION: { share: 0.45, texts: [
    'Sponsored 60-90 second segment in a main upload. Media kit on request.',
    'Dedicated Short or integrated mention; rates depend on the format.',
    'Product placements that fit our audience only.'] },
  PAID_COLLABORATION: { share: 0.35, texts: [
    'Paid joint videos planned together, published on both channels.',
    'Commissioned series of 2-4 episodes; budget discussed up front.'] },
  GUEST_APPEARANCE: { share: 0.6, texts: [
    'Guest spots on our weekly show or podcast; remote recording is fine.',
    'We love having guests for challenges and Q&A episodes.',
    'Available to appear on your channel as a guest.'] },
  JOINT_CONTENT_CREATION: { share: 0.55, texts: [
    'Collab videos where each channel hosts one half.',
    'Let\'s plan a crossover series together.',
    'Joint live streams and shared challenges.'] },
  BARTER_TRADE_COLLABORATION: { share: 0.3, texts: [
    'Open to trading editing, thumbnails or music for promotion.',
    'Gear or product in exchange for an honest review.'] },
  CUSTOM_OTHER_COLLABORATION: { share: 0.25, texts: [
    'Have another idea? Pitch it, we read everything.',
    'Events, meetups and charity streams welcome.'] },
};

function optionSql(key: CollaborationOptionKey, slot: number): string {
  const o = SEED_OPTIONS[key];
  const texts = textArray(o.texts);
  return `${lit(key)}, jsonb_build_object('available', collabhub_seed_u(c.id, ${60 + slot}) < ${o.share},
    'description', (${texts})[1 + floor(collabhub_seed_u(c.id, ${70 + slot}) * ${o.texts.length})::int])`;
}

/** Options for every channel from `fromChannelId` on that has none yet. Needs SEED_FUNCTION_SQL. */
export function seedCollaborationOptionsSql(fromChannelId: number): string {
  const pairs = COLLABORATION_OPTIONS.map((o, slot) => optionSql(o.key, slot)).join(',\n    ');
  return `
INSERT INTO channel_collaboration (channel_id, options)
SELECT c.id, jsonb_build_object(
    ${pairs})
FROM channels c
WHERE c.id >= ${fromChannelId}
ON CONFLICT (channel_id) DO NOTHING;`;
}

const REVIEW_TEXTS = [
  'Great to work with: clear plan, on time, and the video did really well for both of us.',
  'Friendly and professional. Our shoutout swap brought us hundreds of new subscribers.',
  'Super organised collab. They sent a script draft a week ahead and promoted it well.',
  'Fun recording session and a lovely community. Would collaborate again.',
  'Communication was quick and honest. The joint stream was a highlight of our month.',
];

/**
 * Accepted collaboration requests between neighbouring seeded members (seed users 1, 6, 11, ...) and a review
 * of each other's channel, so the Reviews tab has real content from the first start.
 */
export function seedReviewsSql(pairs = 40): string {
  // Each accepted request gives two reviews: the requester's of the owner's channel, and the owner's of the
  // requester's channel (when the requester has one); a different text and date each.
  const review = (channel: string, author: string, shift: number, daysAgo: number, where = '') =>
    `SELECT r.${channel}, r.${author}, r.id, (${textArray(REVIEW_TEXTS)})[1 + ((r.id + ${shift}) % ${REVIEW_TEXTS.length})],
  now() - interval '${daysAgo} days', now() - interval '${daysAgo} days' FROM requests r${where}`;
  return `
WITH members AS (
  SELECT u.id AS user_id, c.id AS channel_id, row_number() OVER (ORDER BY u.id) AS n
  FROM users u JOIN channels c ON c.owner_user_id = u.id
  WHERE u.firebase_uid LIKE 'seed-user-%'
), pairs AS (
  SELECT a.user_id AS requester, a.channel_id AS requester_channel, b.user_id AS owner, b.channel_id AS channel, a.n
  FROM members a JOIN members b ON b.n = a.n + 1
  WHERE a.n <= ${pairs}
), requests AS (
  INSERT INTO collab_requests (requester_user_id, requester_channel_id, owner_user_id, channel_id, option, timing,
    message, status, created_at, responded_at)
  SELECT requester, requester_channel, owner, channel, 'JOINT_CONTENT_CREATION', 'Next month',
    'We would love to make a joint video with you.', 'ACCEPTED', now() - interval '30 days', now() - interval '29 days'
  FROM pairs
  RETURNING id, requester_user_id, owner_user_id, channel_id, requester_channel_id
)
INSERT INTO channel_reviews (channel_id, author_user_id, request_id, text, created_at, updated_at)
${review('channel_id', 'requester_user_id', 0, 20)}
UNION ALL
${review('requester_channel_id', 'owner_user_id', 2, 18, ' WHERE r.requester_channel_id IS NOT NULL')}
ON CONFLICT (author_user_id, channel_id) DO NOTHING;`;
}
