// The sender's "are you sure?" before a first message (to someone who has not written to them) that the
// first-contact detectors flag: what was found and why the recipient will be warned. Send anyway / Edit.
import type { FirstContactFinding } from 'shared-api/first-contact-guard';
import { AlertDialog } from 'shared-ui';
import { describeFindings } from '../rules/first-contact';

export interface FirstMessagePromptProps {
  findings: readonly FirstContactFinding[] | null;
  name: string;
  onSend(): void;
  onEdit(): void;
}

export function FirstMessagePrompt({ findings, name, onSend, onEdit }: FirstMessagePromptProps) {
  const reasons = findings ? describeFindings(findings) : [];
  return (
    <AlertDialog
      open={findings !== null && findings.length > 0}
      title="Send this first message?"
      message={(
        <>
          <p style={{ margin: 0 }}>This is your first message to {name}, and it:</p>
          <ul>{reasons.map((r) => <li key={r}>{r}</li>)}</ul>
          <p style={{ margin: 0 }}>
            Scammers write first messages like this, so {name} will see a warning and its links will not be clickable
            until they reply. Keeping the talk here and leaving out payments and downloads makes a better first
            impression.
          </p>
        </>
      )}
      dismissLabel="Edit"
      onDismiss={onEdit}
      confirmLabel="Send anyway"
      onConfirm={onSend}
    />
  );
}
