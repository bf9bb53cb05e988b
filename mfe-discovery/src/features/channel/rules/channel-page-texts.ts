// Texts and small rules of the channel page.
import type { RequestBlockReason } from 'shared-api';

export { PREMIUM_ONLY_TEXT, UPGRADE_TO_PREMIUM } from 'shared-api/collaboration-options';
export const SEND_REQUEST = 'Send Request';
export const SEND_MESSAGE = 'Send Message';
export const REQUEST_ACCEPTED = 'Your collaboration request was accepted: your conversation is open.';
export const CHECKOUT_CANCELED = 'Checkout cancelled: nothing was charged and your plan is unchanged. You can upgrade any time.';
export const SEND_INVITE = 'Send Invite';
/**
 * The note beside Send Invite (SPEC §2: the invite is sent in the product's name). Whether an email went out is
 * said after the send: only a channel with a known public contact address gets one.
 */
export function inviteInProductName(productName: string): string {
  return `Your invitation is sent in ${productName}'s name, and when this channel joins ${productName} you get a notification so you can say hello.`;
}
export const DEFAULT_LANGUAGE = 'English';

/** Why the Send Request button is disabled (null: it is not, or it is not shown at all). */
export function blockedReasonText(reason: RequestBlockReason | null): string | null {
  switch (reason) {
    case 'NOT_ACTIVELY_SEEKING': return 'This channel is Not Actively Seeking collaborations and takes no requests right now.';
    case 'PENDING': return 'Your request is waiting for the owner\'s answer.';
    case 'NO_OPTIONS': return 'This channel has not listed any collaboration options yet.';
    default: return null;
  }
}

/** "7 options, 3 reviews" for the teaser shown to non-premium members. */
export function teaserCounts(options: number, reviews: number): string {
  return `${options} option${options === 1 ? '' : 's'}, ${reviews} review${reviews === 1 ? '' : 's'}`;
}

/** The path of the upgrade button: billing, coming back to this channel page afterwards. */
export function upgradePath(channelPath: string): string {
  return `/billing?returnTo=${encodeURIComponent(channelPath)}`;
}
