// Maps a YouTube Data API channels.list item (part=snippet,statistics) to a channel profile. Counts arrive as
// decimal strings; anything missing or malformed becomes 0 rather than failing the whole connect.
import { z } from 'zod';
import { ChannelConnectError } from './connect-errors';
import type { YouTubeChannelProfile } from './provider';
import { roundLikeYouTube } from '../youtube-sync/data-source';

const thumbnail = z.object({ url: z.string() }).partial().optional();

const channelItemSchema = z.object({
  id: z.string().min(1).max(64),
  snippet: z.object({
    title: z.string().optional(),
    description: z.string().optional(),
    customUrl: z.string().optional(),
    country: z.string().optional(),
    thumbnails: z.object({ default: thumbnail, medium: thumbnail, high: thumbnail }).partial().optional(),
  }),
  statistics: z
    .object({
      viewCount: z.string().optional(),
      subscriberCount: z.string().optional(),
      hiddenSubscriberCount: z.boolean().optional(),
      videoCount: z.string().optional(),
    })
    .optional(),
});

export const channelListSchema = z.object({ items: z.array(z.unknown()).optional() });

function count(text: string | undefined): number {
  if (!text || !/^\d+$/.test(text)) return 0;
  return Math.min(Number(text), Number.MAX_SAFE_INTEGER);
}

function clip(text: string | undefined, max: number): string | null {
  const t = text?.trim();
  return t ? t.slice(0, max) : null;
}

/** The generated initials avatar (see /api/avatars) for a channel without a thumbnail. */
export function fallbackThumbnail(seed: string): string {
  const slug = seed.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 120);
  return `/api/avatars/${slug || 'channel'}.svg`;
}

export function toChannelProfile(item: unknown): YouTubeChannelProfile {
  const parsed = channelItemSchema.safeParse(item);
  if (!parsed.success) throw new ChannelConnectError('youtube', `Unexpected channel item: ${parsed.error.message}`);
  const { id, snippet, statistics } = parsed.data;
  const thumbs = snippet.thumbnails;
  const hidden = statistics?.hiddenSubscriberCount === true;
  const handle = clip(snippet.customUrl, 100);
  return {
    youtubeId: id,
    name: clip(snippet.title, 200) ?? id,
    handle,
    link: handle && /^@[\w.-]+$/.test(handle)
      ? `https://www.youtube.com/${handle}`
      : `https://www.youtube.com/channel/${encodeURIComponent(id)}`,
    thumbnail: clip(thumbs?.high?.url ?? thumbs?.medium?.url ?? thumbs?.default?.url, 1000) ?? fallbackThumbnail(`${snippet.title ?? ''}-${id}`),
    description: snippet.description?.trim() ? snippet.description : null,
    country: clip(snippet.country, 100),
    // Stored as YouTube shows it publicly (three significant figures).
    subscribers: hidden ? 0 : roundLikeYouTube(count(statistics?.subscriberCount)),
    subscribersHidden: hidden,
    views: count(statistics?.viewCount),
    videos: Math.min(count(statistics?.videoCount), 2_147_483_647),
  };
}
