import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPanel } from 'shared-ui';
import styled from 'styled-components';
import { classifyLoadError, LOAD_ERROR_REASONS, RemoteLoadError, type LoadErrorKind } from './load-error';

export const REMOTE_FALLBACK_TITLE = 'This section could not be loaded.';

const Inline = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
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

interface Props {
  remoteId: string;
  compact: boolean;
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
    if (this.props.compact) {
      return (
        <Inline role="alert" title={`${REMOTE_FALLBACK_TITLE} ${reason}`}>
          <span>{REMOTE_FALLBACK_TITLE}</span>
          <button type="button" onClick={this.props.onRetry}>Retry</button>
        </Inline>
      );
    }
    return <ErrorPanel title={REMOTE_FALLBACK_TITLE} message={reason} onRetry={this.props.onRetry} retryLabel="Retry" />;
  }
}

function classifyRenderError(error: unknown): LoadErrorKind {
  // Chunk loads inside a remote's own lazy parts still count as network failures.
  return classifyLoadError(error) === 'network' ? 'network' : 'runtime';
}
