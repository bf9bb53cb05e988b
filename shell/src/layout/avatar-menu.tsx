// The avatar button of the signed-in header with its dropdown: View Profile, Settings, Billing and Logout (SPEC §2).
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { selectMyIds, signOutSession, useSession } from 'shared-auth';
import { Avatar, CreditCard, LogOut, Settings, useDismiss, User } from 'shared-ui';

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
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
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
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  // Which item takes focus when the menu opens from the keyboard (null: the menu opened by pointer).
  const [focusOnOpen, setFocusOnOpen] = useState<'first' | 'last' | null>(null);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  }, []);
  useDismiss(wrapRef, open, useCallback((reason) => close(reason === 'escape'), [close]));

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    if (!open || !focusOnOpen) return;
    const list = items();
    (focusOnOpen === 'first' ? list[0] : list[list.length - 1])?.focus();
  }, [open, focusOnOpen]);

  const openWith = (focus: 'first' | 'last' | null) => {
    setFocusOnOpen(focus);
    setOpen(true);
  };

  const onTriggerKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    // Enter and Space open the menu on its first item (WAI-ARIA menu button), as ArrowDown does.
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (open) close(false);
      else openWith('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openWith('last');
    }
  };

  // Arrow keys, Home and End move between items; Tab leaves the menu and closes it (focus moves on naturally).
  const onMenuKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const move: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: list.length - 1 };
    if (event.key in move) {
      event.preventDefault();
      list[(move[event.key]! + list.length) % list.length]?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  const channel = session.userChannel;
  const name = channel?.channelName ?? channel?.name ?? session.firebaseUser?.displayName ?? null;
  const picture = channel?.thumbnail ?? channel?.avatarUrl ?? session.firebaseUser?.photoURL ?? null;
  const channelId = ownChannelId(session);
  const go = (path: string) => {
    setOpen(false);
    navigate(path);
  };

  return (
    <Wrap ref={wrapRef}>
      <Trigger
        ref={triggerRef}
        type="button"
        aria-label="Account menu"
        aria-haspopup="menu"
        aria-expanded={open}
        // Points at the menu only while it exists.
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openWith(null))}
        onKeyDown={onTriggerKey}
      >
        <Avatar src={picture} name={name} size={36} />
      </Trigger>
      {open && (
        <Menu id={menuId} role="menu" aria-label="Account" ref={menuRef} onKeyDown={onMenuKey}>
          <li role="none">
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              onClick={() => {
                setOpen(false);
                navigate(channelId ? `/profile/${encodeURIComponent(channelId)}` : '/profile/me');
              }}
            >
              <User size={16} aria-hidden="true" /> View Profile
            </button>
          </li>
          <li role="none">
            <button type="button" role="menuitem" tabIndex={-1} onClick={() => go('/settings')}>
              <Settings size={16} aria-hidden="true" /> Settings
            </button>
          </li>
          <li role="none">
            <button type="button" role="menuitem" tabIndex={-1} onClick={() => go('/billing')}>
              <CreditCard size={16} aria-hidden="true" /> Billing
            </button>
          </li>
          <li role="none">
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              onClick={async () => {
                setOpen(false);
                await signOutSession();
                navigate('/', { replace: true });
              }}
            >
              <LogOut size={16} aria-hidden="true" /> Logout
            </button>
          </li>
        </Menu>
      )}
    </Wrap>
  );
}
