// "Report" on another member's profile: opens the report dialog for their channel.
import { useState } from 'react';
import { Button } from 'shared-ui';
import { ReportDialog } from './report-dialog';

export function ReportChannelButton({ channelId, channelName }: { channelId: number; channelName: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" variant="secondary" onClick={() => setOpen(true)}>Report</Button>
      <ReportDialog open={open} item={{ kind: 'CHANNEL', id: channelId }} subject={channelName} onClose={() => setOpen(false)} />
    </>
  );
}
