// The collaboration request form: a format the channel offers, proposed timing and a message.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { CollabRequest, CollaborationOption } from 'shared-api';
import { allowanceText } from 'shared-api/first-contact-allowance';
import { REQUEST_MESSAGE_MAX, REQUEST_TIMING_MAX } from 'shared-api/collaboration-options';
import styled from 'styled-components';
import { Button, Field, InlineAlert, Select, TextArea, TextInput } from 'shared-ui';
import { useRequestAllowance, useSendRequest } from '../hooks/use-request-form';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  h2 { margin: 0; font-size: ${({ theme }) => theme.fontSizes.lg}; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

export interface RequestFormProps {
  channelId: number;
  channelName: string;
  options: readonly CollaborationOption[];
  onSent: (request: CollabRequest) => void;
  onCancel: () => void;
}

type Errors = Partial<Record<'option' | 'timing' | 'message' | 'form', string>>;

export function RequestForm({ channelId, channelName, options, onSent, onCancel }: RequestFormProps) {
  const offered = options.filter((o) => o.available);
  const [option, setOption] = useState('');
  const [timing, setTiming] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const send = useSendRequest();
  const first = useRef<HTMLSelectElement>(null);
  useEffect(() => first.current?.focus(), []);
  // The daily allowance of requests, said only when close to or at it (the server decides either way).
  const allowance = useRequestAllowance();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {};
    if (!option) next.option = 'Choose a collaboration format.';
    if (!timing.trim()) next.timing = 'Say when you would like to collaborate.';
    if (!message.trim()) next.message = 'Write a short pitch.';
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    try {
      onSent(await send.mutateAsync({ channelId, option: option as CollaborationOption['key'], timing: timing.trim(), message: message.trim() }));
    } catch (err) {
      setErrors({ form: err instanceof Error ? err.message : 'The request could not be sent. Please try again.' });
    }
  };

  return (
    <Form onSubmit={submit} aria-labelledby="request-form-title" noValidate>
      <h2 id="request-form-title">Collaboration request to {channelName}</h2>
      <Field label="Collaboration format" required error={errors.option}>
        <Select ref={first} value={option} onChange={(e) => setOption(e.target.value)} placeholder="Choose a format"
          options={offered.map((o) => ({ value: o.key, label: o.label }))} />
      </Field>
      <Field label="Proposed timing" required hint="For example: mid-March, or any weekend in April" error={errors.timing}>
        <TextInput value={timing} maxLength={REQUEST_TIMING_MAX} onChange={(e) => setTiming(e.target.value)} />
      </Field>
      <Field label="Message" required error={errors.message}>
        <TextArea value={message} rows={4} maxLength={REQUEST_MESSAGE_MAX} onChange={(e) => setMessage(e.target.value)} />
      </Field>
      {allowance && (
        <InlineAlert tone={allowance.used >= allowance.limit ? 'warning' : 'info'}>{allowanceText(allowance, 'collaboration requests')}</InlineAlert>
      )}
      {errors.form && <InlineAlert tone="error">{errors.form}</InlineAlert>}
      <Actions>
        <Button type="submit" loading={send.isPending}>Send request</Button>
        <Button type="button" variant="secondary" onClick={onCancel}>Cancel</Button>
      </Actions>
    </Form>
  );
}
