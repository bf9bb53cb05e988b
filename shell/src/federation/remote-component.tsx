// Renders a module exposed by a remote: React.lazy(loadRemote) inside Suspense and an error boundary. A
// remote that is down or throws shows a fallback in its own area with a Retry; the rest of the page stays.
import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteModuleId } from '../app/remote-modules';
import { classifyLoadError, RemoteLoadError } from './load-error';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RouteSkeleton, SlotSkeleton, type SlotSize } from './remote-skeletons';

type RemoteProps = Record<string, unknown>;
type LazyRemote = LazyExoticComponent<ComponentType<RemoteProps>>;

type RemoteComponentModule = { default: ComponentType<RemoteProps> };

/** One load per exposed module id, shared by a preload and the component that renders it; dropped when it fails. */
const moduleLoads = new Map<string, Promise<RemoteComponentModule>>();
const lazyRemotes = new Map<string, LazyRemote>();

function loadRemoteModule(id: string): Promise<RemoteComponentModule> {
  const cached = moduleLoads.get(id);
  if (cached) return cached;
  const load = (async () => {
    try {
      const mod = await loadRemote<{ default?: ComponentType<RemoteProps> }>(id);
      if (!mod?.default) throw new Error(`${id} has no default export`);
      return { default: mod.default };
    } catch (err) {
      moduleLoads.delete(id);
      lazyRemotes.delete(id);
      throw err instanceof RemoteLoadError ? err : new RemoteLoadError(id, classifyLoadError(err), err);
    }
  })();
  moduleLoads.set(id, load);
  return load;
}

/**
 * Starts loading exposed modules before anything renders them (manifest, remote entry, chunks), so a page's
 * remote arrives while the session is still being restored instead of after it. A failure is not reported here:
 * the component that renders the module loads it again and shows the fallback.
 */
export function preloadRemoteModules(ids: readonly RemoteModuleId[]): void {
  for (const id of ids) loadRemoteModule(id).catch(() => undefined);
}

/** One lazy component per exposed module id ('mfe_profile/ProfilePage'); dropped again when it fails. */
function lazyRemote(id: string): LazyRemote {
  const cached = lazyRemotes.get(id);
  if (cached) return cached;
  const component = lazy(() => loadRemoteModule(id));
  lazyRemotes.set(id, component);
  return component;
}

interface RemoteComponentProps {
  /** '<container>/<Exposed>' as in remotes.json and the remote's exposes, e.g. 'mfe_discovery/DashboardPage'. */
  id: RemoteModuleId;
  props?: RemoteProps;
  loading: ReactNode;
  compact: boolean;
}

// Rendered with key={id}: another module id is another component instance.
function RemoteComponent({ id, props = {}, loading, compact }: RemoteComponentProps) {
  const [Component, setComponent] = useState(() => lazyRemote(id));
  const [attempt, setAttempt] = useState(0);
  return (
    <RemoteErrorBoundary
      key={attempt}
      remoteId={id}
      compact={compact}
      onRetry={() => {
        moduleLoads.delete(id);
        lazyRemotes.delete(id);
        setComponent(() => lazyRemote(id));
        setAttempt((n) => n + 1);
      }}
    >
      <Suspense fallback={loading}>
        <Component {...props} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

/** A whole page from a remote (the route element). */
export function RemoteRoute({ id, props }: { id: RemoteModuleId; props?: RemoteProps }) {
  return <RemoteComponent key={id} id={id} props={props} loading={<RouteSkeleton />} compact={false} />;
}

/** A small piece of a remote inside a shell area (header search, notification bell). */
export function RemoteSlot({ id, props, size }: { id: RemoteModuleId; props?: RemoteProps; size?: SlotSize }) {
  return <RemoteComponent key={id} id={id} props={props} loading={<SlotSkeleton size={size} />} compact />;
}
