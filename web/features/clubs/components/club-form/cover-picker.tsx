/**
 * The club's cover in the form: choose an image (previewed at once, checked by the server when
 * the club is saved), or remove the one it has.
 */
import { avatarLimits } from '@contracts/constants';
import { ImagePlus, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ClubCover } from '../club-cover';

/** What the form will do to the cover when it is saved. */
export type CoverChoice = { file: File } | { remove: true } | null;

const accepted = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

export function CoverPicker({
  name,
  current,
  choice,
  onChoice,
  error,
}: {
  /** The club's name, for the stand-in cover. */
  name: string;
  /** The cover the club has now (editing), or null. */
  current: string | null;
  choice: CoverChoice;
  onChoice: (choice: CoverChoice) => void;
  error: string | null;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const file = choice && 'file' in choice ? choice.file : null;
  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  const removed = choice !== null && 'remove' in choice;
  const shown = preview ?? (removed ? null : current);
  const [tooLarge, setTooLarge] = useState(false);
  return (
    <div className="flex flex-wrap items-center gap-5">
      <ClubCover
        name={name.trim() || 'New club'}
        avatarUrl={shown}
        className="h-24 w-24 rounded-2xl text-3xl"
      />
      <div className="space-y-2">
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => input.current?.click()}>
            <ImagePlus className="h-4 w-4" aria-hidden />{' '}
            {shown ? 'Change cover' : 'Choose a cover'}
          </Button>
          {shown && (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => onChoice(current ? { remove: true } : null)}
            >
              <Trash2 className="h-4 w-4" aria-hidden /> Remove
            </Button>
          )}
        </div>
        <p className="text-xs text-muted-foreground">
          JPEG, PNG, WebP, GIF or AVIF, up to 5 MB. We crop it to a square.
        </p>
        {(tooLarge || error) && (
          <p role="alert" className="text-xs font-medium text-danger">
            {tooLarge ? 'The image must be 5 MB or smaller.' : error}
          </p>
        )}
        <input
          ref={input}
          type="file"
          accept={accepted}
          className="sr-only"
          tabIndex={-1}
          aria-label="Cover image file"
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            event.target.value = '';
            if (!chosen) return;
            setTooLarge(chosen.size > avatarLimits.maxBytes);
            if (chosen.size <= avatarLimits.maxBytes) onChoice({ file: chosen });
          }}
        />
      </div>
    </div>
  );
}
