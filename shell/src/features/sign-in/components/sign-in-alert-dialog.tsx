import { AlertDialog } from 'shared-ui';

export interface SignInAlertDialogProps {
  message: string | null;
  onClose: () => void;
}

/** The sign-in alerts of SPEC §8 as an accessible in-app dialog (role="alertdialog"). */
export function SignInAlertDialog({ message, onClose }: SignInAlertDialogProps) {
  return <AlertDialog open={message !== null} onDismiss={onClose} title="Sign-in" message={message ?? ''} />;
}
