// What a first-contact detector reports: the kind of risk and the exact span of the message that triggered it, so
// the recipient's warning and the sender's "are you sure?" prompt can point at the words.
export const FIRST_CONTACT_FINDING_KINDS = [
  'off-platform', 'payment', 'file-host', 'url-shortener', 'executable', 'credentials',
] as const;
export type FirstContactFindingKind = (typeof FIRST_CONTACT_FINDING_KINDS)[number];

export interface FirstContactFinding {
  kind: FirstContactFindingKind;
  /** UTF-16 offsets into the scanned text, end exclusive. */
  start: number;
  end: number;
  match: string;
}

export interface TextSpan { start: number; end: number; text: string }
