// Renders a module exposed by a remote: React.lazy(loadRemote) inside Suspense and an error boundary. A
// remote that is down or throws shows a fallback in its own area with a Retry; the rest of the page stays.
import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteModuleId } from '../app/remote-modules';
import { classifyLoadError, RemoteLoadError } from './load-error';
import { RemoteErrorBoundary, type FallbackShape } from './remote-error-boundary';
import { RouteSkeleton, SlotSkeleton, type SlotSize } from './remote-skeletons';

type RemoteProps = Record<string, unknown>;
type LazyRemote = LazyExoticComponent<ComponentType<RemoteProps>>;

/** Where the page is; a page remote's `preloadData` reads the route from it. */
export interface PreloadLocation {
  pathname: string;
  search: string;
}

/**
 * An exposed module: its component, and for a page optionally `preloadData(location)`, which starts the page's
 * own requests while the shell is still restoring the session (the page then takes their answers on mount).
 */
type RemoteComponentModule = { default: ComponentType<RemoteProps>; preloadData?: (location: PreloadLocation) => void };

/** One load per exposed module id, shared by a preload and the component that renders it; dropped when it fails. */
const moduleLoads = new Map<string, Promise<RemoteComponentModule>>();
/** The modules whose load has finished: rendered at once, with no Suspense fallback in between. */
const loadedModules = new Map<string, RemoteComponentModule>();
const lazyRemotes = new Map<string, LazyRemote>();

function loadRemoteModule(id: string): Promise<RemoteComponentModule> {
  const cached = moduleLoads.get(id);
  if (cached) return cached;
  const load = (async () => {
    try {
      const mod = await loadRemote<{ default?: ComponentType<RemoteProps>; preloadData?: unknown }>(id);
      if (!mod?.default) throw new Error(`${id} has no default export`);
      const { preloadData } = mod;
      const loaded: RemoteComponentModule = typeof preloadData === 'function'
        ? { default: mod.default, preloadData: preloadData as RemoteComponentModule['preloadData'] }
        : { default: mod.default };
      loadedModules.set(id, loaded);
      return loaded;
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
 * remote arrives while the session is still being restored instead of after it. With `location`, a module that
 * has `preloadData` starts its page's requests as soon as it arrives. A failure is not reported here: the
 * component that renders the module loads it again and shows the fallback; a failed data preload is the page's
 * own request to repeat.
 */
export function preloadRemoteModules(ids: readonly RemoteModuleId[], location?: PreloadLocation): void {
  for (const id of ids) {
    loadRemoteModule(id).then(
      (mod) => {
        if (!location || !mod.preloadData) return;
        try {
          mod.preloadData({ pathname: location.pathname, search: location.search });
        } catch (err) {
          console.error(`Preloading the data of ${id} failed:`, err);
        }
      },
      () => undefined,
    );
  }
}

/**
 * The component of an exposed module id ('mfe_profile/ProfilePage'): the module's own when it has loaded already
 * (a preload), else one lazy component per id, dropped again when it fails. A lazy component suspends on its
 * first render even when its module is there, and React then holds the revealed page back for its fallback
 * throttle (a few hundred milliseconds), which a preloaded page should not wait for.
 */
function remoteComponent(id: string): ComponentType<RemoteProps> {
  const loaded = loadedModules.get(id);
  if (loaded) return loaded.default;
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
  shape: FallbackShape;
  iconSize?: string;
}

// Rendered with key={id}: another module id is another component instance.
function RemoteComponent({ id, props = {}, loading, shape, iconSize }: RemoteComponentProps) {
  const [Component, setComponent] = useState(() => remoteComponent(id));
  const [attempt, setAttempt] = useState(0);
  return (
    <RemoteErrorBoundary
      key={attempt}
      remoteId={id}
      shape={shape}
      iconSize={iconSize}
      onRetry={() => {
        moduleLoads.delete(id);
        loadedModules.delete(id);
        lazyRemotes.delete(id);
        setComponent(() => remoteComponent(id));
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
  return <RemoteComponent key={id} id={id} props={props} loading={<RouteSkeleton />} shape="page" />;
}

/**
 * A small piece of a remote inside a shell area (header search, notification bell). A failure stays within the
 * slot's size: one line in a full-width slot, an icon-sized retry button otherwise, so the header keeps its layout.
 */
export function RemoteSlot({ id, props, size }: { id: RemoteModuleId; props?: RemoteProps; size?: SlotSize }) {
  const shape: FallbackShape = size?.width === '100%' ? 'inline' : 'icon';
  return <RemoteComponent key={id} id={id} props={props} loading={<SlotSkeleton size={size} />} shape={shape}
    iconSize={size?.width} />;
}
