// The avatar button of the signed-in header with its dropdown: View Profile and Logout (SPEC §2).
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { selectMyIds, signOutSession, useSession } from 'shared-auth';
import { Avatar } from 'shared-ui';

const Wrap = styled.div`
  position: relative;
`;

const Trigger = styled.button`
  border: 0;
  background: none;
  padding: 2px;
  border-radius: 999px;
  cursor: pointer;
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.primary}; outline-offset: 2px; }
`;

const Menu = styled.ul`
  position: absolute;
  right: 0;
  top: calc(100% + 8px);
  min-width: 180px;
  margin: 0;
  padding: ${({ theme }) => theme.space[1]} 0;
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.md};
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  button {
    width: 100%;
    text-align: left;
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
    border: 0;
    background: none;
    font: inherit;
    color: ${({ theme }) => theme.colors.text};
    cursor: pointer;
  }
  button:hover, button:focus-visible { background: ${({ theme }) => theme.colors.surfaceMuted}; outline: none; }
`;

/** The member's own channel id: the stored channel, else the one inside the server user. */
export function ownChannelId(session: ReturnType<typeof useSession>): string | null {
  const id = selectMyIds(session.serverUser, session.userChannel).channelId;
  return id === null ? null : String(id);
}

export function AvatarMenu() {
  const session = useSession();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const wrapRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !wrapRef.current?.contains(event.target as Node)) {
        setOpen(false);
      }
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  const channel = session.userChannel;
  const name = channel?.channelName ?? channel?.name ?? session.firebaseUser?.displayName ?? null;
  const picture = channel?.thumbnail ?? channel?.avatarUrl ?? session.firebaseUser?.photoURL ?? null;
  const channelId = ownChannelId(session);

  return (
    <Wrap ref={wrapRef}>
      <Trigger
        type="button"
        aria-label="Account menu"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
      >
        <Avatar src={picture} name={name} size={36} />
      </Trigger>
      {open && (
        <Menu id={menuId} role="menu">
          <li role="none">
            <button
              type="button"
              role="menuitem"
              onClick={() => {
                setOpen(false);
                navigate(channelId ? `/profile/${encodeURIComponent(channelId)}` : '/profile/me');
              }}
            >
              View Profile
            </button>
          </li>
          <li role="none">
            <button
              type="button"
              role="menuitem"
              onClick={async () => {
                setOpen(false);
                await signOutSession();
                navigate('/', { replace: true });
              }}
            >
              Logout
            </button>
          </li>
        </Menu>
      )}
    </Wrap>
  );
}
