-- A channel's card (SPEC §3) as JSON text, kept in the row: the listing pages and searches send it as it is
-- (modules/channels/mapper.ts). Rendering 45 cards per page with json_build_object took 0.49 ms of a page's
-- 1 ms at a million channels, on every request; now it is done once per write of the channel.
--
-- The text is what JSON.stringify(toChannelCard(row)) gives, key for key (mapper.test.ts checks it for every
-- category and for null and set values). The category names are CATEGORY_LIST (shared-api) by id: a change there
-- needs a migration that replaces this function and rewrites the column.
--
-- IMMUTABLE, as a generated column requires: the result depends on the arguments alone. The instants are
-- rendered in UTC with a fixed pattern (no time zone or locale setting enters), and numbers, booleans and text
-- print the same under any setting.
CREATE FUNCTION channel_card_json(
  c_id integer, c_youtube_id text, c_name text, c_thumbnail text, c_subscribers bigint, c_videos integer,
  c_views bigint, c_category_id smallint, c_main_language text, c_description text,
  c_collaboration_status smallint, c_owner_user_id integer, c_link text, c_handle text, c_about text,
  c_collaboration_interests text, c_country text, c_city text, c_created_at timestamptz, c_synced_at timestamptz,
  c_last_upload_at timestamptz
) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN json_build_object(
    'id', c_id,
    'youtubeId', c_youtube_id,
    'name', c_name,
    'channelName', c_name,
    'thumbnail', c_thumbnail,
    'subscriberCount', c_subscribers,
    'videoCount', c_videos,
    'views', c_views,
    'category', (array['Film & Animation', 'Autos & Vehicles', 'Music', 'Pets & Animals', 'Sports', 'Short Movies', 'Travel & Events', 'Gaming', 'Videoblogging', 'People & Blogs', 'Comedy', 'Entertainment', 'News & Politics', 'Howto & Style', 'Education', 'Science & Technology', 'Nonprofits & Activism', 'Movies', 'Anime/Animation', 'Action/Adventure', 'Classics', 'Documentary', 'Drama', 'Family', 'Foreign', 'Horror', 'Sci-Fi/Fantasy', 'Thriller', 'Shorts', 'Shows', 'Trailers']::text[])[c_category_id],
    'categoryId', c_category_id,
    'language', c_main_language,
    'description', c_description,
    'collaboration_status', c_collaboration_status,
    'collaborationStatus', c_collaboration_status,
    'isRegistered', c_owner_user_id is not null,
    'userId', c_owner_user_id,
    'link', c_link,
    'handle', c_handle,
    'userChannelId', c_id,
    'about', c_about,
    'collaborationInterests', c_collaboration_interests,
    'country', c_country,
    'city', c_city,
    'createdAt', to_char(c_created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'syncedAt', to_char(c_synced_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'lastUploadAt', to_char(c_last_upload_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  )::text;

-- Adding a stored generated column rewrites the table once (its indexes are rebuilt with it), under a lock that
-- holds channels' readers for that time (docs/deploy.md, Upgrading). The rewrite leaves the table's
-- visibility map empty, so the migration runner vacuums it right after (migrate.ts):
-- vacuum after: channels
ALTER TABLE channels ADD COLUMN card_json text GENERATED ALWAYS AS (channel_card_json(
  id, youtube_id, name, thumbnail, subscribers, videos, views, category_id, main_language, description,
  collaboration_status, owner_user_id, link, handle, about, collaboration_interests, country, city, created_at,
  synced_at, last_upload_at
)) STORED;
