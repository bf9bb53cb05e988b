import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { PopoverPanel, PopoverRoot, PopoverTrigger, usePopover } from './popover';

export interface DropdownItem {
  id: string;
  label: ReactNode;
  onSelect: () => void;
  disabled?: boolean;
  tone?: 'default' | 'danger';
}

// The dropdown is a popover whose panel is a menu: same box, trigger and panel, with menu keyboard handling.
const MenuTrigger = styled(PopoverTrigger)`
  gap: ${({ theme }) => theme.space[2]};
  padding: 4px;
`;

const MenuItem = styled.button<{ $tone: 'default' | 'danger' }>`
  display: block;
  width: 100%;
  text-align: left;
  border: 0;
  background: transparent;
  padding: 8px 12px;
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.danger : theme.colors.text)};
  cursor: pointer;
  &:hover:not(:disabled), &:focus { background: ${({ theme }) => theme.colors.surfaceMuted}; outline: none; }
  &:disabled { opacity: 0.5; cursor: not-allowed; }
`;

export interface DropdownProps {
  /** Content of the trigger button (e.g. an Avatar). */
  trigger: ReactNode;
  /** Accessible name of the trigger, e.g. 'Account menu'. */
  label: string;
  items: readonly DropdownItem[];
  align?: 'start' | 'end';
  className?: string;
}

/**
 * A menu button (WAI-ARIA menu pattern): Enter/Space/ArrowDown open on the first item, ArrowUp on the last;
 * arrows, Home and End move; Escape closes and returns focus to the trigger; Tab or a click outside closes.
 */
export function Dropdown({ trigger, label, items, align = 'end', className }: DropdownProps) {
  const { open, setOpen, close, root, panelId: menuId, triggerProps } = usePopover();
  const itemRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const enabled = items.map((item, i) => (item.disabled ? -1 : i)).filter((i) => i >= 0);

  const focusItem = (index: number | undefined) => {
    if (index !== undefined) itemRefs.current[index]?.focus();
  };
  const openAt = (where: 'first' | 'last') => {
    setOpen(true);
    // Focus after the menu is in the DOM.
    requestAnimationFrame(() => focusItem(where === 'first' ? enabled[0] : enabled[enabled.length - 1]));
  };

  const onTriggerKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openAt('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt('last');
    }
  };

  const onMenuKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = itemRefs.current.findIndex((el) => el === document.activeElement);
    const pos = enabled.indexOf(current);
    const move = (next: number | undefined) => {
      event.preventDefault();
      focusItem(next);
    };
    switch (event.key) {
      case 'ArrowDown': move(enabled[(pos + 1) % enabled.length]); break;
      case 'ArrowUp': move(enabled[(pos - 1 + enabled.length) % enabled.length]); break;
      case 'Home': move(enabled[0]); break;
      case 'End': move(enabled[enabled.length - 1]); break;
      case 'Tab': setOpen(false); break;
      default: break;
    }
  };

  return (
    <PopoverRoot ref={root} className={className}>
      <MenuTrigger {...triggerProps} aria-label={label} aria-haspopup="menu" onKeyDown={onTriggerKey}>
        {trigger}
      </MenuTrigger>
      {open && (
        <PopoverPanel $align={align} id={menuId} role="menu" aria-label={label} onKeyDown={onMenuKey}>
          {items.map((item, index) => (
            <MenuItem
              key={item.id}
              ref={(el) => { itemRefs.current[index] = el; }}
              type="button"
              role="menuitem"
              tabIndex={-1}
              disabled={item.disabled}
              $tone={item.tone ?? 'default'}
              onClick={() => {
                close(true);
                item.onSelect();
              }}
            >
              {item.label}
            </MenuItem>
          ))}
        </PopoverPanel>
      )}
    </PopoverRoot>
  );
}
