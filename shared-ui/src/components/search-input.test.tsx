import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithUi } from '../test-support/render-with-ui';
import { SearchInput } from './search-input';

function Harness({ onClear, onKeyDown }: { onClear: () => void; onKeyDown: (key: string) => void }) {
  const [value, setValue] = useState('');
  return <SearchInput label="Search channels" value={value} onValue={setValue} onClear={onClear} onKeyDown={(e) => onKeyDown(e.key)} />;
}

it('is a labelled search box that Escape empties before telling the owner; other keys pass through', () => {
  const onClear = jest.fn();
  const onKeyDown = jest.fn();
  renderWithUi(<Harness onClear={onClear} onKeyDown={onKeyDown} />);
  const box = screen.getByRole('searchbox', { name: 'Search channels' });
  fireEvent.change(box, { target: { value: 'cook' } });
  expect(box).toHaveValue('cook');
  fireEvent.keyDown(box, { key: 'Enter' });
  expect(onKeyDown).toHaveBeenLastCalledWith('Enter');
  expect(onClear).not.toHaveBeenCalled();
  fireEvent.keyDown(box, { key: 'Escape' });
  expect(box).toHaveValue('');
  expect(onClear).toHaveBeenCalledTimes(1);
});
