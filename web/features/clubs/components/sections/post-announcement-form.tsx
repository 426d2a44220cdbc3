/** Hosts post an announcement: a title and plain text, told to every member at once. */
import { broadcastLimits, broadcastMessages } from '@contracts/club-broadcasts';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { usePostBroadcast } from '@/features/clubs/api/use-broadcasts';
import { notify } from '@/lib/notify';

export default function PostAnnouncementForm({ clubId }: { clubId: string }) {
  const post = usePostBroadcast(clubId);
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    post.mutate(
      { title, body },
      {
        onSuccess: () => {
          notify.success(broadcastMessages.posted);
          setTitle('');
          setBody('');
        },
        onError: (error) => notify.error(error.message),
      },
    );
  };
  return (
    <form
      onSubmit={submit}
      aria-label="Post an announcement"
      className="space-y-3 rounded-xl border border-dashed border-primary/40 p-4"
    >
      <Field label="Announcement title">
        {(control) => (
          <Input
            {...control}
            value={title}
            maxLength={broadcastLimits.titleMax}
            required
            onChange={(event) => setTitle(event.target.value)}
          />
        )}
      </Field>
      <Field
        label="Message"
        hint={`Plain text, up to ${broadcastLimits.bodyMax.toLocaleString('en')} characters. Every member is notified.`}
      >
        {(control) => (
          <Textarea
            {...control}
            value={body}
            maxLength={broadcastLimits.bodyMax}
            required
            onChange={(event) => setBody(event.target.value)}
          />
        )}
      </Field>
      <Button type="submit" disabled={post.isPending || !title.trim() || !body.trim()}>
        {post.isPending ? 'Posting…' : 'Post announcement'}
      </Button>
    </form>
  );
}
