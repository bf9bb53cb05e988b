// /settings (SPEC §2): tabs User details and Manage subscription (?tab=subscription opens the second), Notifications
// and Blocked channels (?tab=notifications, ?tab=blocked).
import { useSearchParams } from 'react-router-dom';
import { InlineAlert, Tabs } from 'shared-ui';
import { BlockedChannels } from './blocked-channels';
import { EmailPreferencesSection } from './email-preferences';
import { ManageSubscription } from './manage-subscription';
import { UserDetails } from './user-details';

export function SettingsPage() {
  const [search, setSearch] = useSearchParams();
  const asked = search.get('tab');
  const tab = asked === 'subscription' || asked === 'notifications' || asked === 'blocked' ? asked : 'user-details';
  const outcome = search.get('checkout');
  const select = (id: string) => {
    const next = new URLSearchParams(search);
    if (id !== 'user-details') next.set('tab', id);
    else next.delete('tab');
    next.delete('checkout');
    setSearch(next, { replace: true });
  };
  return (
    <section aria-labelledby="settings-title">
      <h1 id="settings-title">Settings</h1>
      {outcome === 'success' && <InlineAlert tone="success">Payment complete: premium is active.</InlineAlert>}
      {outcome === 'canceled' && <InlineAlert tone="info">Checkout was cancelled. You have not been charged.</InlineAlert>}
      <Tabs
        label="Settings sections"
        value={tab}
        onChange={select}
        tabs={[
          { id: 'user-details', label: 'User details', content: <UserDetails /> },
          { id: 'subscription', label: 'Manage subscription', content: <ManageSubscription /> },
          { id: 'notifications', label: 'Notifications', content: <EmailPreferencesSection /> },
          { id: 'blocked', label: 'Blocked channels', content: <BlockedChannels /> },
        ]}
      />
    </section>
  );
}
