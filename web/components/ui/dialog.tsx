/**
 * Dialogs on Radix: focus is trapped and returned, Escape and outside clicks close them unless
 * the dialog is `blocking` (the Choose Your Username dialog must not be dismissed).
 */
import { X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import { useRef, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  blocking = false,
  className,
  hideTitle = false,
}: {
  open: boolean;
  onOpenChange?: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  blocking?: boolean;
  className?: string;
  hideTitle?: boolean;
}) {
  const prevent = (event: Event) => {
    if (blocking) event.preventDefault();
  };
  // Radix gives the focus back to its Trigger, and our dialogs open from buttons of their own:
  // what had the focus when the dialog opened gets it back, if it is still on the page.
  const opener = useRef<HTMLElement | null>(null);
  const remember = () => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  };
  const giveBack = (event: Event) => {
    if (!opener.current?.isConnected) return;
    event.preventDefault();
    opener.current.focus();
  };
  return (
    <RadixDialog.Root open={open} onOpenChange={blocking ? undefined : onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/60 backdrop-blur-sm animate-fade-in" />
        <RadixDialog.Content
          onOpenAutoFocus={remember}
          onCloseAutoFocus={giveBack}
          onEscapeKeyDown={prevent}
          onPointerDownOutside={prevent}
          onInteractOutside={prevent}
          className={cn(
            'fixed left-1/2 top-1/2 z-50 max-h-[92vh] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto',
            'rounded-2xl border border-line bg-surface p-6 shadow-2xl animate-scale-in focus:outline-none',
            className,
          )}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <RadixDialog.Title
            className={cn('pr-8 text-xl font-bold tracking-tight', hideTitle && 'sr-only')}
          >
            {title}
          </RadixDialog.Title>
          {description && (
            <RadixDialog.Description className="mt-1.5 text-sm text-muted-foreground">
              {description}
            </RadixDialog.Description>
          )}
          <div className="mt-5">{children}</div>
          {!blocking && (
            <RadixDialog.Close
              className="absolute right-4 top-4 rounded-md p-1 text-muted-foreground transition hover:bg-surface-muted hover:text-foreground"
              aria-label="Close"
            >
              <X className="h-5 w-5" aria-hidden />
            </RadixDialog.Close>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
