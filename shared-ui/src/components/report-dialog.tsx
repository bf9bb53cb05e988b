// The one report dialog of the web: a reason and an optional note, and "Also block this member" in the same step.
// It knows nothing of the server: the caller sends the report (onSend) and the block (onBlock), so profiles, chat,
// collaboration requests and invitations all use this dialog. Built on AlertDialog (modal, focus trapped, Escape
// cancels); after sending it says what happens next.
import { useState } from 'react';
import {
  REPORT_CATEGORIES, REPORT_CATEGORY_LABELS, REPORT_NOTE_MAX, type ReportCategory,
} from 'shared-api/report-categories';
import styled from 'styled-components';
import { AlertDialog } from './alert-dialog';
import { Field } from './field';
import { InlineAlert } from './inline-alert';
import { TextArea } from './inputs';
import { SelectField } from './select-field';

export const REPORT_SENT = 'Thanks. Our moderators will review it; the member is not told who reported them.';
export const REPORT_FAILED = 'The report could not be sent. Please try again.';

const CATEGORY_OPTIONS = REPORT_CATEGORIES.map((value) => ({ value, label: REPORT_CATEGORY_LABELS[value] }));

const Check = styled.label`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  align-items: center;
  min-height: 44px;
  color: ${({ theme }) => theme.colors.text};
  input { width: 20px; height: 20px; margin: 0; }
`;

export interface ReportDialogProps {
  open: boolean;
  /** What is reported, for the title ("Report Brand Deals Agency", "Report this message"). */
  subject: string;
  /** Sends the report; rejects when it could not be sent. */
  onSend(report: { category: ReportCategory; note?: string }): Promise<unknown>;
  /**
   * Blocks the reported member; given only when blocking is possible. Resolves false when the server turned out not
   * to block (the report still counts).
   */
  onBlock?: () => Promise<boolean>;
  /** The member's name for "Also block …". */
  memberName?: string;
  /** A reason chosen in advance ("Report as scam"). */
  defaultCategory?: ReportCategory;
  onClose(): void;
}

type State = 'editing' | 'sending' | 'sent' | 'failed' | 'missing';

export function ReportDialog({ open, subject, onSend, onBlock, memberName, defaultCategory, onClose }: ReportDialogProps) {
  const [category, setCategory] = useState<ReportCategory | ''>(defaultCategory ?? '');
  const [note, setNote] = useState('');
  const [alsoBlock, setAlsoBlock] = useState(false);
  const [blocked, setBlocked] = useState(false);
  const [state, setState] = useState<State>('editing');
  const close = () => {
    setCategory(defaultCategory ?? '');
    setNote('');
    setAlsoBlock(false);
    setBlocked(false);
    setState('editing');
    onClose();
  };
  const submit = () => {
    if (state === 'sending') return;
    if (!category) return setState('missing');
    setState('sending');
    onSend({ category, note: note.trim() || undefined })
      .then(async () => {
        // The report stands even when blocking fails: it is said, not hidden.
        if (alsoBlock && onBlock) setBlocked(await onBlock().catch(() => false));
        setState('sent');
      })
      .catch(() => setState('failed'));
  };
  const who = memberName ?? 'this member';
  return (
    <AlertDialog
      open={open}
      title={state === 'sent' ? 'Report sent' : `Report ${subject}`}
      onDismiss={close}
      dismissLabel={state === 'sent' ? 'Done' : 'Cancel'}
      onConfirm={state === 'sent' ? undefined : submit}
      confirmLabel={state === 'sending' ? 'Sending…' : alsoBlock ? 'Report and block' : 'Send report'}
      tone={state === 'sent' ? 'default' : 'danger'}
      message={state === 'sent' ? `${REPORT_SENT}${blocked ? ` You blocked ${who}.` : ''}` : (
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
          {onBlock && (
            <Check>
              <input type="checkbox" checked={alsoBlock} onChange={(e) => setAlsoBlock(e.target.checked)} />
              Also block {who}
            </Check>
          )}
          {state === 'missing' && <InlineAlert tone="error">Choose a reason first.</InlineAlert>}
          {state === 'failed' && <InlineAlert tone="error">{REPORT_FAILED}</InlineAlert>}
        </form>
      )}
    />
  );
}
