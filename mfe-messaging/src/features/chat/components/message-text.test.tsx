import { render, screen } from '@testing-library/react';
import { UiProvider } from 'shared-ui';
import { INERT_LINK_HINT, MessageText } from './message-text';

const TEXT = 'Brief here: https://bit.ly/brief and www.example.org.';

it('renders links as links in an answered conversation', () => {
  render(<UiProvider><MessageText text={TEXT} /></UiProvider>);
  expect(screen.getByRole('link', { name: 'https://bit.ly/brief' })).toHaveAttribute('href', 'https://bit.ly/brief');
  expect(screen.getByRole('link', { name: 'www.example.org' })).toHaveAttribute('rel', 'noopener noreferrer');
});

it('renders links as inert text with a hint until the reader replies', () => {
  render(<UiProvider><MessageText text={TEXT} inert /></UiProvider>);
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
  const inert = screen.getAllByTestId('inert-link');
  expect(inert.map((e) => e.textContent)).toEqual(['https://bit.ly/brief', 'www.example.org']);
  expect(inert[0]).toHaveAttribute('title', INERT_LINK_HINT);
  expect(inert[0]?.closest('a')).toBeNull();
});
