// The report dialog: a category and an optional note, sent to POST /api/reports. Built on shared-ui's AlertDialog
// (modal, focus trapped, Escape cancels); after sending it says what happens next.
import { useState } from 'react';
import {
  REPORT_CATEGORIES, REPORT_CATEGORY_LABELS, REPORT_NOTE_MAX, type ReportCategory, type ReportItem,
} from 'shared-api';
import { AlertDialog, Field, InlineAlert, SelectField, TextArea } from 'shared-ui';
import { createReport } from '../api/create-report';

export const REPORT_SENT = 'Thanks. Our moderators will review it; the member is not told who reported them.';
export const REPORT_FAILED = 'The report could not be sent. Please try again.';

const CATEGORY_OPTIONS = REPORT_CATEGORIES.map((value) => ({ value, label: REPORT_CATEGORY_LABELS[value] }));

export interface ReportDialogProps {
  open: boolean;
  item: ReportItem;
  /** What is reported, for the title ("Report Brand Deals Agency"). */
  subject: string;
  onClose: () => void;
}

export function ReportDialog({ open, item, subject, onClose }: ReportDialogProps) {
  const [category, setCategory] = useState<ReportCategory | ''>('');
  const [note, setNote] = useState('');
  const [state, setState] = useState<'editing' | 'sending' | 'sent' | 'failed' | 'missing'>('editing');
  const close = () => {
    setCategory('');
    setNote('');
    setState('editing');
    onClose();
  };
  const submit = () => {
    if (!category) return setState('missing');
    setState('sending');
    createReport({ item, category, note: note.trim() || undefined })
      .then(() => setState('sent'))
      .catch(() => setState('failed'));
  };
  return (
    <AlertDialog
      open={open}
      title={state === 'sent' ? 'Report sent' : `Report ${subject}`}
      onDismiss={close}
      dismissLabel={state === 'sent' ? 'Done' : 'Cancel'}
      onConfirm={state === 'sent' ? undefined : submit}
      confirmLabel={state === 'sending' ? 'Sending…' : 'Send report'}
      tone={state === 'sent' ? 'default' : 'danger'}
      message={state === 'sent' ? REPORT_SENT : (
        <form onSubmit={(e) => { e.preventDefault(); submit(); }} aria-label="Report details">
          <SelectField
            label="What is wrong?"
            required
            placeholder="Choose a reason"
            options={CATEGORY_OPTIONS}
            value={category}
            onValue={(v) => { setCategory(v as ReportCategory | ''); if (state === 'missing') setState('editing'); }}
          />
          <Field label="Anything to add? (optional)" hint={`Up to ${REPORT_NOTE_MAX} characters. We keep a copy of what you report.`}>
            <TextArea value={note} maxLength={REPORT_NOTE_MAX} rows={3} onChange={(e) => setNote(e.target.value)} />
          </Field>
          {state === 'missing' && <InlineAlert tone="error">Choose a reason first.</InlineAlert>}
          {state === 'failed' && <InlineAlert tone="error">{REPORT_FAILED}</InlineAlert>}
        </form>
      )}
    />
  );
}
