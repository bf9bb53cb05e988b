import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { type AlertTone } from './inline-alert';

export interface ToastOptions {
  message: ReactNode;
  title?: ReactNode;
  tone?: AlertTone;
  /** Milliseconds before it disappears; 0 keeps it until dismissed. */
  duration?: number;
}

interface ToastItem extends Required<Pick<ToastOptions, 'tone' | 'duration'>> {
  id: number;
  message: ReactNode;
  title?: ReactNode;
}

export interface ToastApi {
  show: (options: ToastOptions) => number;
  success: (message: ReactNode, options?: Omit<ToastOptions, 'message' | 'tone'>) => number;
  error: (message: ReactNode, options?: Omit<ToastOptions, 'message' | 'tone'>) => number;
  info: (message: ReactNode, options?: Omit<ToastOptions, 'message' | 'tone'>) => number;
  dismiss: (id: number) => void;
}

export const DEFAULT_TOAST_DURATION = 5000;

const ToastContext = createContext<ToastApi | null>(null);

const Region = styled.div`
  position: fixed;
  right: ${({ theme }) => theme.space[4]};
  bottom: ${({ theme }) => theme.space[4]};
  left: ${({ theme }) => theme.space[4]};
  z-index: ${({ theme }) => theme.zIndex.toast};
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  pointer-events: none;
`;

const ToastBox = styled.div<{ $tone: AlertTone }>`
  pointer-events: auto;
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  align-items: flex-start;
  width: min(380px, 100%);
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  border-left: 4px solid ${({ theme, $tone }) =>
    ({ error: theme.colors.danger, warning: theme.colors.warning, success: theme.colors.success, info: theme.colors.accent })[$tone]};
`;

const Body = styled.div`
  flex: 1;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  strong { display: block; margin-bottom: 2px; }
`;

const Close = styled.button`
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 1.1rem;
  line-height: 1;
  padding: 2px 4px;
  cursor: pointer;
  border-radius: ${({ theme }) => theme.radii.sm};
`;

function Toast({ item, onDismiss }: { item: ToastItem; onDismiss: (id: number) => void }) {
  useEffect(() => {
    if (item.duration <= 0) return undefined;
    const timer = setTimeout(() => onDismiss(item.id), item.duration);
    return () => clearTimeout(timer);
  }, [item.id, item.duration, onDismiss]);
  const urgent = item.tone === 'error' || item.tone === 'warning';
  return (
    <ToastBox $tone={item.tone} role={urgent ? 'alert' : 'status'} aria-live={urgent ? 'assertive' : 'polite'}>
      <Body>
        {item.title && <strong>{item.title}</strong>}
        {item.message}
      </Body>
      <Close type="button" aria-label="Dismiss notification" onClick={() => onDismiss(item.id)}>
        ×
      </Close>
    </ToastBox>
  );
}

/** Holds the toasts of the whole app; render once near the root (the shell does). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<ToastItem[]>([]);
  const nextId = useRef(1);
  const dismiss = useCallback((id: number) => setItems((list) => list.filter((t) => t.id !== id)), []);
  const api = useMemo<ToastApi>(() => {
    const show = ({ message, title, tone = 'info', duration = DEFAULT_TOAST_DURATION }: ToastOptions) => {
      const id = nextId.current++;
      setItems((list) => [...list, { id, message, title, tone, duration }]);
      return id;
    };
    return {
      show,
      dismiss,
      success: (message, options) => show({ ...options, message, tone: 'success' }),
      error: (message, options) => show({ ...options, message, tone: 'error' }),
      info: (message, options) => show({ ...options, message, tone: 'info' }),
    };
  }, [dismiss]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <Region aria-label="Notices" role="region">
        {items.map((item) => (
          <Toast key={item.id} item={item} onDismiss={dismiss} />
        ))}
      </Region>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside a ToastProvider');
  return api;
}
