import { useState } from 'react';
import styled from 'styled-components';
import { initials } from '../rules/text';

const Frame = styled.span<{ $size: number }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.accentHover};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-size: ${({ $size }) => Math.max(10, Math.round($size * 0.38))}px;
  user-select: none;
  img { width: 100%; height: 100%; object-fit: cover; }
`;

function PersonIcon({ size }: { size: number }) {
  return (
    <svg width={size * 0.6} height={size * 0.6} viewBox="0 0 24 24" aria-hidden="true" data-testid="avatar-person-icon">
      <circle cx="12" cy="8" r="4.2" fill="currentColor" />
      <path d="M3.5 21c.8-4.4 4.3-7 8.5-7s7.7 2.6 8.5 7z" fill="currentColor" />
    </svg>
  );
}

export interface AvatarProps {
  src?: string | null;
  name?: string | null;
  size?: number;
  className?: string;
}

/** Channel or user picture. On a missing or broken image: the name's initials, or a person icon without a name. */
export function Avatar({ src, name, size = 40, className }: AvatarProps) {
  // Remember which address failed, so a new `src` gets a fresh attempt without an effect.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const label = name?.trim() || 'User avatar';
  const showImage = Boolean(src) && failedSrc !== src;
  const letters = initials(name);
  return (
    <Frame $size={size} className={className} role="img" aria-label={label}>
      {showImage ? (
        <img src={src ?? undefined} alt="" referrerPolicy="no-referrer" onError={() => setFailedSrc(src ?? null)} />
      ) : letters ? (
        <span aria-hidden="true">{letters}</span>
      ) : (
        <PersonIcon size={size} />
      )}
    </Frame>
  );
}
