import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../test-support/render-with-ui';
import { DEFAULT_TOAST_DURATION, useToast, type ToastApi } from './toast';

let api: ToastApi;
function Capture() {
  const toast = useToast();
  // Hands the API to the test body once mounted.
  useEffect(() => {
    api = toast;
  }, [toast]);
  return null;
}

describe('Toast', () => {
  afterEach(() => jest.useRealTimers());

  it('announces success politely and errors assertively', () => {
    renderWithUi(<Capture />);
    act(() => {
      api.success('Profile updated successfully!');
      api.error('Failed to subscribe. Please try again.');
    });
    expect(screen.getByRole('status')).toHaveTextContent('Profile updated successfully!');
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to subscribe. Please try again.');
  });

  it('dismisses itself after the default duration', () => {
    jest.useFakeTimers();
    renderWithUi(<Capture />);
    act(() => { api.info('Saved'); });
    act(() => { jest.advanceTimersByTime(DEFAULT_TOAST_DURATION - 1); });
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => { jest.advanceTimersByTime(1); });
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('honours a custom duration and stays when the duration is 0', () => {
    jest.useFakeTimers();
    renderWithUi(<Capture />);
    act(() => {
      api.show({ message: 'Short', duration: 1000 });
      api.show({ message: 'Sticky', duration: 0 });
    });
    act(() => { jest.advanceTimersByTime(60_000); });
    expect(screen.queryByText('Short')).toBeNull();
    expect(screen.getByText('Sticky')).toBeInTheDocument();
  });

  it('can be dismissed by the user', async () => {
    renderWithUi(<Capture />);
    act(() => { api.error('Oops'); });
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Oops')).toBeNull();
  });

  it('explains a missing provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Capture />)).toThrow('useToast must be used inside a ToastProvider');
  });
});
