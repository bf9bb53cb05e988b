import { useEffect, useState } from 'react';
import type { ChannelCard } from 'shared-api';
import { findChannelsByName } from '../api/find-channels-by-name';

export const SEARCH_FAILED_MESSAGE = 'Search failed';

type Outcome = { name: string; channels: ChannelCard[] } | { name: string; error: string };

/** Results of a channel-name search; idle (no call) while `name` is null. */
export function useChannelSearch(name: string | null) {
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  useEffect(() => {
    if (!name) return;
    let active = true;
    findChannelsByName(name).then(
      (data) => { if (active) setOutcome({ name, channels: data.channels }); },
      () => { if (active) setOutcome({ name, error: SEARCH_FAILED_MESSAGE }); },
    );
    return () => { active = false; };
  }, [name]);

  const current = name && outcome?.name === name ? outcome : null;
  return {
    loading: Boolean(name) && !current,
    channels: current && 'channels' in current ? current.channels : [],
    error: current && 'error' in current ? current.error : null,
  };
}
