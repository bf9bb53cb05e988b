// Texts of the protected-route gate (SPEC §2), verbatim.
export const GATE_MESSAGES = {
  verificationPending: 'Channel verification is pending or failed. Please complete your registration.',
  completeRegistration: 'Please complete your registration to access the dashboard.',
  loading: 'Loading your dashboard...',
} as const;

/** Navigation state the gate passes to /register; the register page shows `error` in a role=alert. */
export interface RegisterRedirectState {
  error: string;
  from: string;
}
