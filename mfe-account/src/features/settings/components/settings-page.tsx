// /settings (SPEC §2): tabs User details (a placeholder) and Manage subscription. Frame: the plans and the
// monthly/annual toggle come with the subscription feature.
import { Card, Tabs } from 'shared-ui';

export function SettingsPage() {
  return (
    <section aria-labelledby="settings-title">
      <h1 id="settings-title">Settings</h1>
      <Tabs
        label="Settings sections"
        tabs={[
          { id: 'user-details', label: 'User details', content: <Card><p>User details</p></Card> },
          { id: 'subscription', label: 'Manage subscription', content: <Card><p>Current plan</p></Card> },
        ]}
      />
    </section>
  );
}
