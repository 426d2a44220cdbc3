/** "Copy link": puts a shelf's public address on the clipboard (or shares it on phones that can). */
import { Check, Link2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/notify';

export function CopyLinkButton({ path, label = 'Copy link' }: { path: string; label?: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2_000);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    const url = new URL(path, window.location.origin).toString();
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      notify.success('Link copied', url);
    } catch {
      notify.info('Copy this link to share the shelf', url);
    }
  };

  return (
    <Button variant="outline" size="sm" onClick={() => void copy()}>
      {copied ? (
        <Check className="h-4 w-4" aria-hidden />
      ) : (
        <Link2 className="h-4 w-4" aria-hidden />
      )}
      {copied ? 'Copied' : label}
    </Button>
  );
}
