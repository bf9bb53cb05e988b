import { act, render, screen } from '@testing-library/react';
import { UiProvider } from 'shared-ui';
import { TYPING_VISIBLE_MS } from '../service/chat-data-service';
import { TypingIndicator } from './typing-indicator';

beforeEach(() => jest.useFakeTimers({ now: Date.parse('2026-11-20T10:00:00.000Z') }));
afterEach(() => jest.useRealTimers());

const show = (until: number) => <UiProvider><TypingIndicator name="Cleo Crafts" until={until} /></UiProvider>;

it("hides '… is typing' by itself at most 5 s after the last signal", () => {
  const view = render(show(Date.now() + TYPING_VISIBLE_MS));
  expect(screen.getByText('Cleo Crafts is typing…')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(4_000));
  expect(screen.getByText('Cleo Crafts is typing…')).toBeInTheDocument();
  // A new signal pushes the end further.
  view.rerender(show(Date.now() + TYPING_VISIBLE_MS));
  act(() => jest.advanceTimersByTime(4_000));
  expect(screen.getByText('Cleo Crafts is typing…')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1_100));
  expect(screen.queryByText(/is typing/)).toBeNull();
});

it('hides it at once when the typing stops (a sent message, typing: false, or the typist going offline)', () => {
  const view = render(show(Date.now() + TYPING_VISIBLE_MS));
  expect(screen.getByText('Cleo Crafts is typing…')).toBeInTheDocument();
  view.rerender(show(0));
  expect(screen.queryByText(/is typing/)).toBeNull();
});
