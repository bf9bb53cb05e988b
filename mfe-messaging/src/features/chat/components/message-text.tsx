// Message text as React text nodes (never HTML), with http(s) links opened in a new tab safely.
import { splitLinks } from '../rules/message-text';

export function MessageText({ text }: { text: string }) {
  return (
    <>
      {splitLinks(text).map((part, i) =>
        part.kind === 'link' ? (
          <a key={i} href={part.href} target="_blank" rel="noopener noreferrer">{part.text}</a>
        ) : (
          <span key={i}>{part.text}</span>
        ))}
    </>
  );
}
