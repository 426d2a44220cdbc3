/**
 * The dashboard's messages tab (SPEC §2): the member's conversations beside the open one, and
 * "New message". Which conversation is open lives in the URL (?conversation=), so a link opens
 * it. Its own chunk: the dashboard loads it only when the tab is chosen.
 */
import { paths } from '@contracts/paths';
import { PenSquare } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConversationList } from './conversation-list';
import { ConversationView } from './conversation-view';
import { NewMessageDialog } from './new-message-dialog';

export default function MessagesTab() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [composing, setComposing] = useState(false);
  const openId = params.get('conversation');
  const open = (id: string | null) =>
    void navigate(paths.dashboardMessages(id ?? undefined), { replace: Boolean(openId) });

  return (
    <div className="grid gap-4 lg:grid-cols-[22rem_1fr]">
      <Card className={openId ? 'hidden p-2 lg:block' : 'p-2'}>
        <div className="flex items-center justify-between gap-2 px-2 py-2">
          <h2 className="text-lg font-semibold">Conversations</h2>
          <Button size="sm" onClick={() => setComposing(true)}>
            <PenSquare className="h-4 w-4" aria-hidden /> New message
          </Button>
        </div>
        <ConversationList openId={openId} onOpen={open} />
      </Card>
      <Card className={openId ? 'flex min-h-[28rem] flex-col' : 'hidden min-h-[28rem] lg:flex'}>
        {openId ? (
          <ConversationView key={openId} id={openId} onClose={() => open(null)} />
        ) : (
          <p className="m-auto p-8 text-center text-muted-foreground">
            Choose a conversation, or start a new one.
          </p>
        )}
      </Card>
      <NewMessageDialog open={composing} onOpenChange={setComposing} onStarted={open} />
    </div>
  );
}
