import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithUi } from '../test-support/render-with-ui';
import { Field } from './field';
import { NumberInput, Select, TextArea, TextInput, parseNumberInput } from './inputs';

describe('Field', () => {
  it('labels the control and links hint and error', () => {
    renderWithUi(
      <Field label="Language" hint="e.g. English, Spanish" error="Required" required>
        <TextInput placeholder="English, Spanish" />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: /Language/ });
    expect(input).toHaveAccessibleDescription('e.g. English, Spanish Required');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toBeRequired();
  });

  it('leaves a valid control unmarked', () => {
    renderWithUi(<Field label="About Me/Bio"><TextArea /></Field>);
    const area = screen.getByRole('textbox', { name: 'About Me/Bio' });
    expect(area).not.toHaveAttribute('aria-invalid');
    expect(area).not.toHaveAttribute('aria-describedby');
  });

  it('wires a select with a placeholder option', async () => {
    const onChange = jest.fn();
    renderWithUi(
      <Field label="Collaboration Status">
        <Select placeholder="All" options={[{ value: '1', label: 'Open to Collaborations' }]} onChange={(e) => onChange(e.target.value)} />
      </Field>,
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Collaboration Status' }), '1');
    expect(onChange).toHaveBeenCalledWith('1');
  });

  it('keeps a number input value as typed text', async () => {
    function Harness() {
      const [value, setValue] = useState('');
      return (
        <Field label="Min subscribers">
          <NumberInput value={value} onChange={setValue} />
        </Field>
      );
    }
    renderWithUi(<Harness />);
    const input = screen.getByRole('spinbutton', { name: 'Min subscribers' });
    await userEvent.type(input, '250');
    expect(input).toHaveValue(250);
  });
});

describe('parseNumberInput', () => {
  it('falls back for empty or non-numeric text', () => {
    expect(parseNumberInput('', 100)).toBe(100);
    expect(parseNumberInput('  ', 100)).toBe(100);
    expect(parseNumberInput('abc', 1_000_000)).toBe(1_000_000);
    expect(parseNumberInput(undefined, 100)).toBe(100);
    expect(parseNumberInput('5000', 100)).toBe(5000);
    expect(parseNumberInput(0, 100)).toBe(0);
  });
});
