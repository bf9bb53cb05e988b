// "Report" on another member's profile: opens the shared report dialog for their channel, with the offer to block
// them in the same step when the server blocks.
import { useEffect, useState } from 'react';
import { blockingAvailable, blockMember, sendReport } from 'shared-auth';
import { Button, ReportDialog } from 'shared-ui';

export function ReportChannelButton({ channelId, channelName, ownerUserId }: { channelId: number; channelName: string; ownerUserId?: number | null }) {
  const [open, setOpen] = useState(false);
  const [canBlock, setCanBlock] = useState(false);
  useEffect(() => {
    if (!open || !ownerUserId) return;
    let live = true;
    void blockingAvailable().then((yes) => { if (live) setCanBlock(yes); });
    return () => { live = false; };
  }, [open, ownerUserId]);
  return (
    <>
      <Button type="button" variant="secondary" onClick={() => setOpen(true)}>Report</Button>
      <ReportDialog
        open={open}
        subject={channelName}
        memberName={channelName}
        onSend={(r) => sendReport({ item: { kind: 'CHANNEL', id: channelId }, ...r })}
        onBlock={canBlock && ownerUserId ? async () => (await blockMember(ownerUserId)) === 'blocked' : undefined}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
