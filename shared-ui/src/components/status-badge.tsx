import styled from 'styled-components';
import { collaborationStatusInfo, type CollaborationStatusColor } from '../rules/collaboration-status';
import { Badge, type BadgeTone } from './badge';

const TONES: Record<CollaborationStatusColor, BadgeTone> = {
  green: 'success', orange: 'warning', red: 'danger', default: 'neutral',
};

const Dot = styled.span`
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: currentColor;
`;

export interface StatusBadgeProps {
  /** Any stored form of the collaboration status: 1–3, a code, a spelling, or empty. */
  status: unknown;
  className?: string;
}

/** Collaboration status as a coloured pill; a dot marks a set status, 'Status Not Set' otherwise (SPEC §3). */
export function StatusBadge({ status, className }: StatusBadgeProps) {
  const info = collaborationStatusInfo(status);
  return (
    <Badge tone={TONES[info.color]} className={className} data-status={info.code ?? 'none'}>
      {info.code && <Dot aria-hidden="true" data-testid="status-dot" />}
      {info.label}
    </Badge>
  );
}
