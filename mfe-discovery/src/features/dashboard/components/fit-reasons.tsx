// A card's collab-fit reasons: the score, the top reasons as chips, and "Why this match?" with every component.
import { useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router-dom';
import type { CollabFit } from 'shared-api';
import { FIT_COMPONENT_LABELS, topFitChips } from 'shared-api/collab-fit-rules';
import styled from 'styled-components';
import { Button, useFocusTrap } from 'shared-ui';

const Reasons = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  width: 100%;
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: 2px ${({ theme }) => theme.space[2]};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    white-space: nowrap;
  }
`;

const Score = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;

const WhyButton = styled.button`
  background: none;
  border: 0;
  padding: 0;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-decoration: underline;
  cursor: pointer;
`;

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.overlay};
  @media (max-width: ${({ theme }) => theme.breakpoints.sm - 0.02}px) { padding: ${({ theme }) => theme.space[2]}; }
`;

const Panel = styled.div`
  width: min(520px, 100%);
  max-height: 90vh;
  overflow: auto;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  padding: ${({ theme }) => theme.space[6]};
  text-align: left;
  &:focus { outline: none; }
  h2 { margin: 0 0 ${({ theme }) => theme.space[2]}; font-size: ${({ theme }) => theme.fontSizes.xl}; }
  table { width: 100%; border-collapse: collapse; margin: ${({ theme }) => theme.space[4]} 0; }
  th, td { padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]}; vertical-align: top; }
  th { text-align: left; font-size: ${({ theme }) => theme.fontSizes.sm}; color: ${({ theme }) => theme.colors.textMuted}; }
  td.points { text-align: right; white-space: nowrap; font-variant-numeric: tabular-nums; }
  tfoot td { font-weight: 600; border-top: 1px solid ${({ theme }) => theme.colors.border}; }
  td small { display: block; color: ${({ theme }) => theme.colors.textMuted}; }
  /* On a phone the padding gives its width back to the table, so every part fits with less scrolling. */
  @media (max-width: ${({ theme }) => theme.breakpoints.sm - 0.02}px) {
    padding: ${({ theme }) => theme.space[4]};
    th, td { padding-left: 0; }
  }
`;

const Actions = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

function WhyDialog({ fit, name, onClose }: { fit: CollabFit; name: string; onClose: () => void }) {
  const panel = useRef<HTMLDivElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  useFocusTrap(panel, true, close);
  return createPortal(
    <Overlay onMouseDown={(e) => { if (e.target === e.currentTarget) onClose(); }}>
      <Panel
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={(e) => { if (e.key === 'Escape') { e.stopPropagation(); onClose(); } }}
      >
        <h2 id={titleId}>Why this match?</h2>
        <p>You and {name} fit {fit.score} out of 100. Each part counts for both of you: where it depends on one side, the weaker side counts.</p>
        <table>
          <thead>
            <tr><th scope="col">Part</th><th scope="col">Points</th></tr>
          </thead>
          <tbody>
            {fit.components.map((c) => (
              <tr key={c.key} data-testid={`fit-component-${c.key}`}>
                <td>{FIT_COMPONENT_LABELS[c.key]}<small>{c.detail}</small></td>
                <td className="points">{c.points} / {c.weight}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr><td>Collab fit</td><td className="points">{fit.score} / 100</td></tr>
          </tfoot>
        </table>
        <Actions>
          <Link to="/how-matching-works">How matching works</Link>
          <Button ref={close} type="button" onClick={onClose}>Close</Button>
        </Actions>
      </Panel>
    </Overlay>,
    document.body,
  );
}

export function FitReasons({ fit, name }: { fit: CollabFit; name: string }) {
  const [open, setOpen] = useState(false);
  const chips = topFitChips(fit);
  return (
    <Reasons>
      <Score>{fit.score}% fit</Score>
      {chips.length > 0 && (
        <Chips aria-label="Why you fit">
          {chips.map((chip) => <li key={chip}>{chip}</li>)}
        </Chips>
      )}
      <WhyButton type="button" aria-haspopup="dialog" onClick={() => setOpen(true)}>Why this match?</WhyButton>
      {open && <WhyDialog fit={fit} name={name} onClose={() => setOpen(false)} />}
    </Reasons>
  );
}
