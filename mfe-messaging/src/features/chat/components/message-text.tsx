// Message text as React text nodes (never HTML), with http(s) links opened in a new tab safely. In a conversation
// the reader has not answered yet the other member's links are inert: shown as links that cannot be followed (a
// first message is where fake collaboration offers carry malware and phishing), until the reader replies.
import styled from 'styled-components';
import { splitLinks } from '../rules/message-text';

export const INERT_LINK_HINT = 'Links work once you reply';

const Inert = styled.span`
  text-decoration: underline dashed;
  text-underline-offset: 3px;
  opacity: 0.75;
  cursor: not-allowed;
  &::after { content: ' ⊘'; font-size: 0.85em; }
`;

export function MessageText({ text, inert = false }: { text: string; inert?: boolean }) {
  return (
    <>
      {splitLinks(text).map((part, i) => {
        if (part.kind === 'text') return <span key={i}>{part.text}</span>;
        if (inert) return <Inert key={i} title={INERT_LINK_HINT} data-testid="inert-link" aria-label={`${part.text} (inactive link: ${INERT_LINK_HINT.toLowerCase()})`}>{part.text}</Inert>;
        return <a key={i} href={part.href} target="_blank" rel="noopener noreferrer">{part.text}</a>;
      })}
    </>
  );
}
