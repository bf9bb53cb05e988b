import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { focusRing } from '../theme/focus-ring';

export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

/* Each label stays on one line and the tabs stay on one row (a second row reads as a second tab list): on a phone
   they are more compact, and a list longer than the screen scrolls sideways within itself, as phone tab bars do
   (the focused or selected tab is scrolled into view by the browser). */
const List = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
  /* The rule under the tabs is an inset shadow, not a border, so the selected tab's underline covers it inside the
     scrolling box instead of being clipped at its edge. */
  box-shadow: inset 0 -1px 0 ${({ theme }) => theme.colors.border};
  flex-wrap: nowrap;
  overflow-x: auto;
  overflow-y: hidden;
  scrollbar-width: none;
  &::-webkit-scrollbar { display: none; }
`;

const Tab = styled.button`
  border: 0;
  border-bottom: 2px solid transparent;
  background: transparent;
  padding: 10px 8px;
  flex: 0 0 auto;
  white-space: nowrap;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  ${({ theme }) => theme.media.md} { padding: 10px 12px; font-size: inherit; }
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
  &[aria-selected='true'] {
    color: ${({ theme }) => theme.colors.primary};
    border-bottom-color: ${({ theme }) => theme.colors.primary};
  }
  &:hover:not(:disabled) { color: ${({ theme }) => theme.colors.text}; }
  &:disabled { opacity: 0.5; cursor: not-allowed; }
  ${focusRing}
`;

const Panel = styled.div`
  padding-top: ${({ theme }) => theme.space[4]};
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`;

export interface TabsProps {
  tabs: readonly TabItem[];
  /** Accessible name of the tab list. */
  label: string;
  /** Controlled selection; otherwise `defaultValue` or the first tab. */
  value?: string;
  defaultValue?: string;
  onChange?: (id: string) => void;
  className?: string;
}

/** WAI-ARIA tabs with automatic activation: Left/Right arrows, Home and End move and select. */
export function Tabs({ tabs, label, value, defaultValue, onChange, className }: TabsProps) {
  const [internal, setInternal] = useState(defaultValue ?? tabs.find((t) => !t.disabled)?.id);
  const selected = value ?? internal;
  const baseId = useId();
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const enabled = tabs.filter((t) => !t.disabled);

  const select = (id: string) => {
    if (value === undefined) setInternal(id);
    onChange?.(id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const pos = enabled.findIndex((t) => t.id === selected);
    const targets: Record<string, TabItem | undefined> = {
      ArrowRight: enabled[(pos + 1) % enabled.length],
      ArrowLeft: enabled[(pos - 1 + enabled.length) % enabled.length],
      Home: enabled[0],
      End: enabled[enabled.length - 1],
    };
    const target = targets[event.key];
    if (!target) return;
    event.preventDefault();
    select(target.id);
    refs.current[target.id]?.focus();
  };

  const active = tabs.find((t) => t.id === selected);
  return (
    <div className={className}>
      <List role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <Tab
            key={tab.id}
            ref={(el) => { refs.current[tab.id] = el; }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab.id}`}
            aria-selected={tab.id === selected}
            aria-controls={`${baseId}-panel-${tab.id}`}
            tabIndex={tab.id === selected ? 0 : -1}
            disabled={tab.disabled}
            onClick={() => select(tab.id)}
          >
            {tab.label}
          </Tab>
        ))}
      </List>
      {active && (
        <Panel role="tabpanel" id={`${baseId}-panel-${active.id}`} aria-labelledby={`${baseId}-tab-${active.id}`} tabIndex={0}>
          {active.content}
        </Panel>
      )}
    </div>
  );
}
