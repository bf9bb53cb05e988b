import { useState, type FormEvent, type Ref } from 'react';
import styled from 'styled-components';
import { Button, Field, InlineAlert, TextInput } from 'shared-ui';
import { useEmailSignup } from '../hooks/use-email-signup';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  width: 100%;
  max-width: 480px;
  margin: 0 auto;
  text-align: left;
`;

const Row = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};

  ${({ theme }) => theme.media.sm} {
    flex-direction: row;
    align-items: flex-end;
    > :first-child { flex: 1; }
  }
`;

export interface EmailSignupFormProps {
  /** The email input, so the header's Get Notified button can bring it into view and focus it. */
  inputRef?: Ref<HTMLInputElement>;
  subscribe?: (email: string) => Promise<void>;
}

/** Launch-news sign-up of the coming-soon page (SPEC §2, §5). */
export function EmailSignupForm({ inputRef, subscribe }: EmailSignupFormProps) {
  const [email, setEmail] = useState('');
  const { status, submit } = useEmailSignup(subscribe);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (await submit(email)) setEmail('');
  };

  return (
    // noValidate: the empty-field message is the product's own text, not the browser's.
    <Form id="notify" onSubmit={onSubmit} noValidate aria-label="Get notified at launch">
      <Row>
        <Field label="Email address" error={status.kind === 'invalid' ? status.message : undefined}>
          <TextInput
            ref={inputRef}
            type="email"
            name="email"
            autoComplete="email"
            placeholder="you@example.com"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </Field>
        <Button type="submit" loading={status.kind === 'sending'}>Get Notified</Button>
      </Row>
      {status.kind === 'done' && <InlineAlert tone="success">{status.message}</InlineAlert>}
      {status.kind === 'failed' && <InlineAlert tone="error">{status.message}</InlineAlert>}
    </Form>
  );
}
