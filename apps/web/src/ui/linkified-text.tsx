import { splitTextIntoLinks } from '@vidriera/domain/common';
import { useMemo } from 'react';

/**
 * Merchant-written text with its http(s) addresses as links that open in a new tab. The text is rendered as text
 * (React escapes it); only addresses the domain rule accepts become anchors. Line breaks are kept by CSS.
 */
export function LinkifiedText({ text, className }: { text: string; className?: string }) {
  const parts = useMemo(() => splitTextIntoLinks(text), [text]);
  return (
    <p className={className} style={{ whiteSpace: 'pre-line' }}>
      {parts.map((part, i) =>
        part.kind === 'link' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts are derived from the text and never reorder
          <a key={i} href={part.href} target="_blank" rel="noopener noreferrer">
            {part.text}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts are derived from the text and never reorder
          <span key={i}>{part.text}</span>
        ),
      )}
    </p>
  );
}
