/**
 * A search snippet as the server split it: each piece is rendered as text (never as HTML, so a
 * post that quotes markup shows the markup), the pieces that matched the words in `<mark>`.
 */
import type { ForumSearchResult } from '@contracts/forum';

type Piece = ForumSearchResult['snippet'][number];

export function HighlightedText({ pieces }: { pieces: readonly Piece[] }) {
  return (
    <>
      {pieces.map((piece, i) =>
        piece.hit ? (
          <mark key={i} className="rounded-sm bg-warning/30 px-0.5 text-foreground">
            {piece.text}
          </mark>
        ) : (
          <span key={i}>{piece.text}</span>
        ),
      )}
    </>
  );
}
