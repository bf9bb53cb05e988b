import { fireEvent, screen } from '@testing-library/react';
import { renderWithUi } from '../test-support/render-with-ui';
import { Avatar } from './avatar';

describe('Avatar', () => {
  it('shows the image while it loads fine', () => {
    const { container } = renderWithUi(<Avatar src="https://example.test/a.jpg" name="Jane Doe" />);
    expect(container.querySelector('img')).toHaveAttribute('src', 'https://example.test/a.jpg');
    expect(screen.getByRole('img', { name: 'Jane Doe' })).toBeInTheDocument();
  });

  it('falls back to initials when the image fails to load', () => {
    const { container } = renderWithUi(<Avatar src="https://example.test/broken.jpg" name="Jane Doe" />);
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('JD')).toBeInTheDocument();
  });

  it('falls back to a person icon when the image fails and there is no name', () => {
    const { container } = renderWithUi(<Avatar src="https://example.test/broken.jpg" />);
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    expect(screen.getByTestId('avatar-person-icon')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'User avatar' })).toBeInTheDocument();
  });

  it('uses initials without an image, and retries when a new address arrives', () => {
    const { container, rerender } = renderWithUi(<Avatar name="solo" />);
    expect(screen.getByText('S')).toBeInTheDocument();
    rerender(<Avatar name="solo" src="https://example.test/a.jpg" />);
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    rerender(<Avatar name="solo" src="https://example.test/b.jpg" />);
    expect(container.querySelector('img')).toHaveAttribute('src', 'https://example.test/b.jpg');
  });
});
