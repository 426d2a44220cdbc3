/** Change or remove the avatar. The server checks the file's content and resizes it. */
import type { SessionUser } from '@contracts/auth';
import { avatarLimits } from '@contracts/constants';
import { useRef } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { notify } from '@/lib/notify';
import { useAvatar } from '../api/use-avatar';

export function AvatarUploader({ user }: { user: SessionUser }) {
  const { upload, remove } = useAvatar();
  const input = useRef<HTMLInputElement>(null);
  const busy = upload.isPending || remove.isPending;

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > avatarLimits.maxBytes) {
      notify.error('The image must be 5 MB or smaller.');
      return;
    }
    try {
      await upload.mutateAsync(file);
      notify.success('Profile photo updated');
    } catch (error) {
      notify.error((error as Error).message);
    } finally {
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className="flex items-center gap-5">
      <Avatar url={user.avatarUrl} name={user.fullName || user.username} size="lg" />
      <div className="space-y-2">
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            onClick={() => input.current?.click()}
            disabled={busy}
          >
            {upload.isPending && <Spinner />} {user.avatarUrl ? 'Change photo' : 'Upload photo'}
          </Button>
          {user.avatarUrl && (
            <Button
              variant="ghost"
              size="sm"
              disabled={busy}
              onClick={() =>
                void remove.mutateAsync().then(
                  () => notify.success('Profile photo removed'),
                  (error: Error) => notify.error(error.message),
                )
              }
            >
              Remove
            </Button>
          )}
        </div>
        <p className="text-xs text-muted-foreground">
          JPEG, PNG, WebP, GIF or AVIF, up to 5 MB. We crop it to a square.
        </p>
        <input
          ref={input}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
          className="sr-only"
          tabIndex={-1}
          aria-label="Profile photo file"
          onChange={(event) => void onFile(event.target.files?.[0])}
        />
      </div>
    </div>
  );
}
