import { Button, TextInput } from '@mantine/core';
import type { FieldError } from '@nivesh/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { withProviders } from '@/test/render';
import { parseFields, useFieldMessages } from './use-field-messages';

const NAME_SHORT = 'Name must be at least 2 characters';
const CODE_WRONG = 'Enter the 6-digit code';
const TAKEN = 'That name is taken';

const schema = z.object({
  name: z.string().trim().min(2, NAME_SHORT).max(5, 'Name must be at most 5 characters'),
  code: z.string().regex(/^\d{6}$/, CODE_WRONG),
});

/** A form as the web app writes one: values in state, errors from a pure check, messages from the hook. */
function TestForm({ refusal }: { readonly refusal: readonly FieldError[] }) {
  const [fields, setFields] = useState({ name: '', code: '' });
  const [saved, setSaved] = useState<string | null>(null);
  const { data, errors } = parseFields(schema, fields);
  const { messageOf, touch, attempt, refused } = useFieldMessages(errors, fields);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        attempt();
        if (!data) return;
        setSaved(data.name);
        refused(refusal, fields);
      }}
    >
      {(['name', 'code'] as const).map((field) => (
        <TextInput
          key={field}
          label={field === 'name' ? 'Name' : 'Code'}
          value={fields[field]}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setFields((f) => ({ ...f, [field]: value }));
          }}
          onBlur={() => touch(field)}
          error={messageOf(field)}
        />
      ))}
      <Button type="submit">Save</Button>
      {saved !== null && <p>Sent {saved}</p>}
    </form>
  );
}

const renderForm = (refusal: readonly FieldError[] = []) =>
  render(withProviders(<TestForm refusal={refusal} />));

describe('a form’s field messages', () => {
  it('show once the field is left, or for every field once a submit is tried', async () => {
    const user = userEvent.setup();
    renderForm();
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.type(name, 'A');
    expect(screen.queryByText(NAME_SHORT)).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText(NAME_SHORT)).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(NAME_SHORT);
    expect(screen.queryByText(CODE_WRONG)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText(CODE_WRONG)).toBeInTheDocument();
    expect(screen.queryByText(/^Sent/)).not.toBeInTheDocument();

    await user.type(name, 'sha');
    expect(screen.queryByText(NAME_SHORT)).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Code' }), '123456');
    expect(screen.queryByText(CODE_WRONG)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Sent Asha')).toBeInTheDocument();
  });

  it('move focus to the first field in error when a submit is refused, and nowhere when it passes', async () => {
    const user = userEvent.setup();
    renderForm();
    const name = screen.getByRole('textbox', { name: 'Name' });
    const code = screen.getByRole('textbox', { name: 'Code' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(name).toHaveFocus();
    await user.type(name, 'Asha');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(code).toHaveFocus();
    await user.type(code, '123456');
    const save = screen.getByRole('button', { name: 'Save' });
    await user.click(save);
    expect(screen.getByText('Sent Asha')).toBeInTheDocument();
    expect(save).toHaveFocus();
  });

  it('give each field the first message its rules give, and the parsed values once all pass', () => {
    expect(parseFields(schema, { name: ' ', code: '' })).toEqual({
      data: undefined,
      errors: { name: NAME_SHORT, code: CODE_WRONG },
    });
    expect(parseFields(schema, { name: ' Asha ', code: '123456' })).toEqual({
      data: { name: 'Asha', code: '123456' },
      errors: {},
    });
  });

  it('show a server message under its field while the field keeps the value that was sent', async () => {
    const user = userEvent.setup();
    renderForm([
      { field: 'name', message: TAKEN },
      { field: 'colour', message: 'Not a field of this form' },
    ]);
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.type(name, 'Asha');
    await user.type(screen.getByRole('textbox', { name: 'Code' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText(TAKEN)).toBeInTheDocument();
    expect(name).toHaveAccessibleDescription(TAKEN);
    expect(screen.queryByText('Not a field of this form')).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Code' }), '{Backspace}7');
    expect(screen.getByText(TAKEN)).toBeInTheDocument();
    await user.type(name, 'r');
    expect(screen.queryByText(TAKEN)).not.toBeInTheDocument();
    await user.type(name, '{Backspace}');
    expect(screen.getByText(TAKEN)).toBeInTheDocument();
  });
});
