// Vocabulary of the deterministic seed: channel names, places (with the language spoken there) and weights.
export const NAME_FIRST = [
  'Pixel', 'Urban', 'Golden', 'Cosmic', 'Happy', 'Wild', 'Epic', 'Tiny', 'Bright', 'Midnight', 'Silver', 'Lucky',
  'Rapid', 'Hidden', 'Brave', 'Clever', 'Daily', 'Electric', 'Fuzzy', 'Green', 'Honest', 'Iron', 'Jolly', 'Kind',
  'Lunar', 'Mighty', 'Neon', 'Ocean', 'Prime', 'Quiet', 'Red', 'Solar', 'True', 'Ultra', 'Vivid', 'Wise', 'Young',
  'Zen', 'Retro', 'Nordic',
];
export const NAME_SECOND = [
  'Chef', 'Gamer', 'Traveler', 'Studio', 'Lab', 'Garage', 'Kitchen', 'Academy', 'Beats', 'Vibes', 'Tales',
  'Explorer', 'Builder', 'Coder', 'Dreamer', 'Nomad', 'Crafter', 'Mechanic', 'Gardener', 'Reviewer', 'Sketches',
  'Pets', 'Fitness', 'Science', 'History', 'Films', 'Comedy', 'Music', 'Tech', 'Style',
];
export const NAME_SUFFIX = ['', '', '', ' TV', ' Official', ' Daily', ' HQ', ' Show', ' Channel', ' Plus'];

/** country|city|language spoken there. */
export const PLACES = [
  'United States|New York|English', 'United States|Los Angeles|English', 'United States|Austin|English',
  'United States|Chicago|English', 'United Kingdom|London|English', 'United Kingdom|Manchester|English',
  'Canada|Toronto|English', 'Canada|Montreal|French', 'Australia|Sydney|English', 'Australia|Melbourne|English',
  'India|Mumbai|Hindi', 'India|Bangalore|English', 'India|Delhi|Hindi', 'India|Chennai|Tamil',
  'Brazil|São Paulo|Portuguese', 'Brazil|Rio de Janeiro|Portuguese', 'Mexico|Mexico City|Spanish',
  'Spain|Madrid|Spanish', 'Spain|Barcelona|Spanish', 'Argentina|Buenos Aires|Spanish', 'Colombia|Bogotá|Spanish',
  'France|Paris|French', 'France|Lyon|French', 'Germany|Berlin|German', 'Germany|Munich|German',
  'Japan|Tokyo|Japanese', 'Japan|Osaka|Japanese', 'South Korea|Seoul|Korean', 'Italy|Rome|Italian',
  'Italy|Milan|Italian', 'Indonesia|Jakarta|Indonesian', 'Philippines|Manila|Filipino', 'Turkey|Istanbul|Turkish',
  'Netherlands|Amsterdam|Dutch', 'Sweden|Stockholm|Swedish', 'Poland|Warsaw|Polish', 'Nigeria|Lagos|English',
  'South Africa|Cape Town|English', 'Egypt|Cairo|Arabic', 'Vietnam|Ho Chi Minh City|Vietnamese',
  'Thailand|Bangkok|Thai', 'Portugal|Lisbon|Portuguese', 'Russia|Moscow|Russian', 'Ukraine|Kyiv|Ukrainian',
  'Bangladesh|Dhaka|Bengali', 'Pakistan|Karachi|Urdu',
];

/** Category ids with popular ones repeated (Gaming, People & Blogs, Music, Entertainment, Education...). */
export const CATEGORY_WEIGHTS = [
  8, 8, 8, 8, 10, 10, 10, 3, 3, 3, 12, 12, 12, 15, 15, 16, 16, 14, 14, 24, 1, 2, 4, 5, 6, 7, 9, 11, 11, 13, 17, 18,
  19, 20, 21, 22, 23, 25, 26, 27, 28, 29, 29, 30, 31,
];

export const INTERESTS = [
  'Collabs, guest appearances and challenge videos', 'Sponsored segments and product reviews',
  'Joint live streams and podcasts', 'Shoutout exchanges with channels of a similar size',
  'Long-form documentary projects', 'Music features and remixes', 'Cross-channel series and crossovers',
];
