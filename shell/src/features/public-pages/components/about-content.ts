/** Copy of the About Us page. */
export const ABOUT_INTRO =
  'CollabHub is where YouTube creators find each other and collaborate. We started it because the best growth ' +
  'on YouTube rarely comes alone: a guest appearance, a shared series or a shout-out between channels with ' +
  'overlapping audiences brings new viewers to both sides.';

export const ABOUT_SECTIONS = [
  {
    title: 'What we do',
    text: 'Creators connect their channel, complete a profile and browse other channels by niche, language, audience ' +
      'size and collaboration status. When they find a match they message each other directly, or invite a ' +
      'channel that is not on CollabHub yet.',
  },
  {
    title: 'Verified channels only',
    text: 'Every profile is tied to a YouTube channel its owner connected with read-only access, so you always know ' +
      'who you are talking to. We never post, upload or change anything on your channel.',
  },
  {
    title: 'Built for creators of every size',
    text: 'Whether you have a hundred subscribers or a million, the filters help you find channels at a similar ' +
      'stage, and the collaboration status tells you who is open to working together right now.',
  },
] as const;
