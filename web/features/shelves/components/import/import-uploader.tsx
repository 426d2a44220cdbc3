/**
 * Choosing the export file: drop it on the zone or pick it with the button. Only .csv files up
 * to 10 MB are sent; the server then reads it and answers with a preview.
 */
import { maxImportFileBytes, type ImportPreview } from '@contracts/shelf-imports';
import { FileUp } from 'lucide-react';
import { useRef, useState, type DragEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { usePreviewImport } from '@/features/shelves/api/use-preview-import';

const maxMb = maxImportFileBytes / (1024 * 1024);

/** Why a file cannot be sent, or null when it can. */
export function fileProblem(file: File): string | null {
  if (!/\.csv$/i.test(file.name))
    return `“${file.name}” is not a CSV file. Goodreads and StoryGraph both export a .csv file.`;
  if (file.size === 0) return `“${file.name}” is empty. Export your library again and retry.`;
  if (file.size > maxImportFileBytes)
    return `“${file.name}” is ${(file.size / (1024 * 1024)).toFixed(1)} MB. Files can be up to ${maxMb} MB.`;
  return null;
}

export function ImportUploader({ onPreview }: { onPreview: (preview: ImportPreview) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const upload = usePreviewImport();
  const [dragging, setDragging] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);

  const send = async (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    if (files.length > 1) return setProblem('Drop one file at a time.');
    const reason = fileProblem(file);
    setProblem(reason);
    if (reason) return;
    setFileName(file.name);
    try {
      onPreview(await upload.mutateAsync(file));
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'That file could not be read.');
    } finally {
      if (input.current) input.current.value = '';
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!upload.isPending) void send(event.dataTransfer.files);
  };

  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      className={cn(
        'flex flex-col items-center rounded-2xl border-2 border-dashed px-6 py-10 text-center transition',
        dragging ? 'border-primary bg-primary/10' : 'border-line bg-surface/60',
      )}
    >
      <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-primary/15 text-primary">
        {upload.isPending ? (
          <Spinner className="h-6 w-6" />
        ) : (
          <FileUp className="h-6 w-6" aria-hidden />
        )}
      </span>
      {upload.isPending ? (
        <p role="status" className="mt-4 font-medium">
          Reading {fileName}…
        </p>
      ) : (
        <>
          <p className="mt-4 font-medium">Drag your export file here</p>
          <p className="mt-1 text-sm text-muted-foreground">or</p>
          <Button className="mt-3" onClick={() => input.current?.click()}>
            Choose a CSV file
          </Button>
        </>
      )}
      <p className="mt-4 text-xs text-muted-foreground">
        A Goodreads or StoryGraph export, as a .csv file of up to {maxMb} MB. Nothing is added to
        your shelf until you have checked the preview.
      </p>
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv"
        aria-label="Your export file (CSV)"
        tabIndex={-1}
        className="sr-only"
        onChange={(event) => void send(event.target.files)}
      />
      {problem && (
        <p role="alert" className="mt-4 rounded-lg bg-danger/10 px-3 py-2 text-sm text-danger">
          {problem}
        </p>
      )}
    </div>
  );
}
