import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../test-support/render-with-ui';
import { Pagination, pageItems } from './pagination';

describe('Pagination', () => {
  it.each([0, 1, Number.NaN])('is hidden for %p pages', (total) => {
    renderWithUi(<Pagination currentPage={1} totalPages={total} onPageChange={jest.fn()} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('shows numbered pages with the current one marked', () => {
    renderWithUi(<Pagination currentPage={2} totalPages={3} onPageChange={jest.fn()} />);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 1' })).not.toHaveAttribute('aria-current');
    expect(screen.getAllByRole('button', { name: /^Page \d$/ })).toHaveLength(3);
  });

  it('moves with the numbers and the arrows', async () => {
    const onPageChange = jest.fn();
    renderWithUi(<Pagination currentPage={2} totalPages={5} onPageChange={onPageChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Page 4' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onPageChange.mock.calls).toEqual([[4], [3], [1]]);
  });

  it('ignores a click on the current page and disables arrows at the ends', async () => {
    const onPageChange = jest.fn();
    const { rerender } = renderWithUi(<Pagination currentPage={1} totalPages={3} onPageChange={onPageChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Page 1' }));
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    rerender(<Pagination currentPage={3} totalPages={3} onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('ignores an out-of-range current page when stepping past the end', async () => {
    const onPageChange = jest.fn();
    renderWithUi(<Pagination currentPage={7} totalPages={3} onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
  });
});

describe('pageItems', () => {
  it('lists every page when there are few', () => {
    expect(pageItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
  });
  it('keeps first, last and a window around the current page', () => {
    expect(pageItems(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(pageItems(1, 20)).toEqual([1, 2, 'gap', 20]);
    expect(pageItems(20, 20)).toEqual([1, 'gap', 19, 20]);
  });
});
