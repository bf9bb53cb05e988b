import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../test-support/render-with-ui';
import { OptionTile, StackList } from './option-list';
import { SelectField } from './select-field';

describe('SelectField', () => {
  it('labels the select, marks it required, describes it with the hint and hands over the chosen value', async () => {
    const onValue = jest.fn();
    renderWithUi(
      <SelectField
        label="Collaboration Status" hint="Shown on your card" required placeholder="Any status" value=""
        options={[{ value: 'OPEN', label: 'Open' }, { value: 'CLOSED', label: 'Closed' }]} onValue={onValue}
      />,
    );
    const select = screen.getByRole('combobox', { name: /Collaboration Status/ });
    expect(select).toBeRequired();
    expect(select).toHaveAccessibleDescription('Shown on your card');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Any status', 'Open', 'Closed']);
    await userEvent.selectOptions(select, 'CLOSED');
    expect(onValue).toHaveBeenCalledWith('CLOSED');
  });
});

describe('StackList and OptionTile', () => {
  it('render a bare list of tiles, as an ordered list when asked', () => {
    renderWithUi(
      <>
        <StackList aria-label="Options"><OptionTile $on>One</OptionTile><OptionTile $on={false}>Two</OptionTile></StackList>
        <StackList as="ol" aria-label="Reviews"><li>First</li></StackList>
      </>,
    );
    expect(screen.getByRole('list', { name: 'Options' }).tagName).toBe('UL');
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('list', { name: 'Reviews' }).tagName).toBe('OL');
  });
});
