import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPanel } from 'shared-ui';
import styled from 'styled-components';
import { classifyLoadError, LOAD_ERROR_REASONS, RemoteLoadError, type LoadErrorKind } from './load-error';

export const REMOTE_FALLBACK_TITLE = 'This section could not be loaded.';

/* Stays inside its slot: one line, the message cut with an ellipsis (its full text in the title), never wider. */
const Inline = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  max-width: 100%;
  min-width: 0;
  white-space: nowrap;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  span { overflow: hidden; text-overflow: ellipsis; min-width: 0; }
  button {
    font: inherit;
    color: ${({ theme }) => theme.colors.primary};
    background: none;
    border: 0;
    padding: 4px;
    cursor: pointer;
    text-decoration: underline;
  }
`;

/* An icon-sized slot (the bell, the unread count): a round retry button of the slot's size, nothing wider. */
const IconRetry = styled.button<{ $size: string }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: ${({ $size }) => $size};
  height: ${({ $size }) => $size};
  padding: 0;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: 50%;
  background: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
`;

/** How a failed remote shows: a page's panel, one line in a wide slot, or an icon-sized retry button. */
export type FallbackShape = 'page' | 'inline' | 'icon';

interface Props {
  remoteId: string;
  shape: FallbackShape;
  /** The icon retry button's size (the slot's), e.g. '40px'. */
  iconSize?: string;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  kind: LoadErrorKind | null;
}

/** Catches load and render errors of one remote and shows the fallback with the classified reason. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { kind: null };

  static getDerivedStateFromError(error: unknown): State {
    // A loaded remote that throws while rendering is a runtime error whatever its message says.
    return { kind: error instanceof RemoteLoadError ? error.kind : classifyRenderError(error) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`Remote ${this.props.remoteId} failed`, error, info.componentStack);
  }

  override render() {
    const { kind } = this.state;
    if (!kind) return this.props.children;
    const reason = LOAD_ERROR_REASONS[kind];
    if (this.props.shape === 'icon') {
      return (
        <span role="alert">
          <IconRetry type="button" $size={this.props.iconSize ?? '24px'} onClick={this.props.onRetry} title={`${REMOTE_FALLBACK_TITLE} ${reason}`}
            aria-label={`Retry: ${REMOTE_FALLBACK_TITLE}`}>
            <span aria-hidden="true">↻</span>
          </IconRetry>
        </span>
      );
    }
    if (this.props.shape === 'inline') {
      return (
        <Inline role="alert" title={`${REMOTE_FALLBACK_TITLE} ${reason}`}>
          <span>{REMOTE_FALLBACK_TITLE}</span>
          <button type="button" onClick={this.props.onRetry}>Retry</button>
        </Inline>
      );
    }
    // A page that failed is the whole screen: its heading is the screen's h1.
    return <ErrorPanel title={REMOTE_FALLBACK_TITLE} message={reason} onRetry={this.props.onRetry} retryLabel="Retry" headingLevel={1} />;
  }
}

function classifyRenderError(error: unknown): LoadErrorKind {
  // Chunk loads inside a remote's own lazy parts still count as network failures.
  return classifyLoadError(error) === 'network' ? 'network' : 'runtime';
}
