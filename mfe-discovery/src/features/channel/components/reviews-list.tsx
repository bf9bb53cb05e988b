// Reviews: author, date and text; the viewer's own review can be written or edited after an accepted request.
import { useState, type FormEvent } from 'react';
import type { Review } from 'shared-api';
import { REVIEW_TEXT_MAX } from 'shared-api/collaboration-options';
import styled from 'styled-components';
import { Avatar, Button, EmptyState, Field, InlineAlert, StackList, TextArea } from 'shared-ui';
import { writeReview } from '../api/channel-page-api';

const Item = styled.li`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  p { margin: ${({ theme }) => theme.space[1]} 0 0; overflow-wrap: anywhere; }
  time { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSizes.sm}; margin-left: ${({ theme }) => theme.space[2]}; }
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[4]};
  justify-items: start;
  > div { width: 100%; }
`;

const dateLabel = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

export function ReviewsList({ reviews }: { reviews: readonly Review[] }) {
  if (reviews.length === 0) {
    return <EmptyState title="No reviews yet" description="Members who collaborated with this channel can review it." />;
  }
  return (
    <StackList as="ol" aria-label="Reviews">
      {reviews.map((r) => (
        <Item key={r.id}>
          <Avatar src={r.authorThumbnail} name={r.authorName} size={40} />
          <div>
            <strong>{r.authorName}</strong>
            <time dateTime={r.createdAt}>{dateLabel(r.createdAt)}</time>
            <p>{r.text}</p>
          </div>
        </Item>
      ))}
    </StackList>
  );
}

export function ReviewForm({ channelId, mine, onSaved }: { channelId: number; mine: Review | null; onSaved: () => void }) {
  const [text, setText] = useState(mine?.text ?? '');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setError('Write a few words about your collaboration.');
      return;
    }
    setSaving(true);
    setError(null);
    try {
      await writeReview(channelId, text.trim());
      setSaved(true);
      onSaved();
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Could not save your review.');
    } finally {
      setSaving(false);
    }
  };
  return (
    <Form onSubmit={submit} aria-label="Your review">
      <Field label={mine ? 'Edit your review' : 'Review this channel'} error={error ?? undefined}>
        <TextArea value={text} maxLength={REVIEW_TEXT_MAX} rows={3} onChange={(e) => { setText(e.target.value); setSaved(false); }} />
      </Field>
      {saved && <InlineAlert tone="success">Your review is saved.</InlineAlert>}
      <Button type="submit" loading={saving}>{mine ? 'Update review' : 'Post review'}</Button>
    </Form>
  );
}
