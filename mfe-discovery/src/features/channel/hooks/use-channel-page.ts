import { useCallback, useEffect, useState } from 'react';
import type { ChannelCollaboration } from 'shared-api';
import { ApiError } from 'shared-auth';
import { fetchChannelCollaboration } from '../api/channel-page-api';

export type ChannelPageState =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'error'; message: string }
  | { status: 'ready'; data: ChannelCollaboration };

/** Loads the channel page data; `reload` after an action (request sent, review written, upgrade). */
export function useChannelPage(id: string) {
  const [state, setState] = useState<ChannelPageState>({ status: 'loading' });
  const load = useCallback(async (quiet = false) => {
    if (!quiet) setState({ status: 'loading' });
    try {
      setState({ status: 'ready', data: await fetchChannelCollaboration(id) });
    } catch (err) {
      if (err instanceof ApiError && (err.status === 404 || err.status === 400)) setState({ status: 'not-found' });
      else setState({ status: 'error', message: err instanceof Error ? err.message : String(err) });
    }
  }, [id]);
  useEffect(() => {
    void load();
  }, [load]);
  return { state, reload: () => load(true), retry: () => load() };
}
