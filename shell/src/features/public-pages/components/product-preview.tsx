// A drawing of the product (the dashboard with its filters and collaborator cards) for the landing hero.
// Inline SVG: no extra request, sharp at any size, and its fixed aspect ratio reserves its space (no layout shift).
import styled from 'styled-components';

const Figure = styled.figure`
  margin: 0;
  width: 100%;
  max-width: 560px;
  justify-self: center;
  svg {
    display: block;
    width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radii.lg};
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
`;

const CARDS = [
  { x: 150, y: 92, hue: '#0f766e', status: '#16a34a' },
  { x: 282, y: 92, hue: '#4f46e5', status: '#ea580c' },
  { x: 414, y: 92, hue: '#db2777', status: '#16a34a' },
  { x: 150, y: 222, hue: '#ca8a04', status: '#dc2626' },
  { x: 282, y: 222, hue: '#0284c7', status: '#16a34a' },
  { x: 414, y: 222, hue: '#7c3aed', status: '#ea580c' },
];

export function ProductPreview() {
  return (
    <Figure>
      <svg viewBox="0 0 560 360" width="560" height="360" role="img" aria-labelledby="product-preview-title">
        <title id="product-preview-title">
          The CollabHub dashboard: filters on the left and cards of creators open to collaborations
        </title>
        <rect width="560" height="360" fill="#ffffff" />
        {/* header */}
        <rect width="560" height="48" fill="#f8fafc" />
        <rect x="20" y="17" width="86" height="14" rx="7" fill="#0f766e" />
        <rect x="128" y="19" width="40" height="10" rx="5" fill="#cbd5e1" />
        <rect x="180" y="19" width="52" height="10" rx="5" fill="#cbd5e1" />
        <rect x="300" y="12" width="170" height="24" rx="12" fill="#ffffff" stroke="#e2e8f0" />
        <circle cx="530" cy="24" r="13" fill="#99f6e4" />
        {/* filters */}
        <rect x="20" y="68" width="112" height="272" rx="10" fill="#f8fafc" stroke="#e2e8f0" />
        {[92, 132, 172, 212].map((y) => (
          <g key={y}>
            <rect x="32" y={y} width="52" height="8" rx="4" fill="#94a3b8" />
            <rect x="32" y={y + 14} width="88" height="16" rx="6" fill="#ffffff" stroke="#e2e8f0" />
          </g>
        ))}
        <rect x="32" y="262" width="88" height="22" rx="8" fill="#0f766e" />
        <rect x="32" y="292" width="88" height="22" rx="8" fill="#ffffff" stroke="#cbd5e1" />
        {/* title */}
        <rect x="150" y="68" width="150" height="14" rx="7" fill="#0f172a" />
        {/* cards */}
        {CARDS.map((card) => (
          <g key={`${card.x}-${card.y}`}>
            <rect x={card.x} y={card.y} width="120" height="118" rx="10" fill="#ffffff" stroke="#e2e8f0" />
            <circle cx={card.x + 24} cy={card.y + 24} r="13" fill={card.hue} opacity="0.85" />
            <rect x={card.x + 44} y={card.y + 16} width="62" height="8" rx="4" fill="#334155" />
            <rect x={card.x + 44} y={card.y + 28} width="40" height="6" rx="3" fill="#94a3b8" />
            <rect x={card.x + 12} y={card.y + 50} width="80" height="6" rx="3" fill="#cbd5e1" />
            <rect x={card.x + 12} y={card.y + 62} width="64" height="6" rx="3" fill="#cbd5e1" />
            <rect x={card.x + 12} y={card.y + 74} width="54" height="10" rx="5" fill={card.status} opacity="0.2" />
            <rect x={card.x + 12} y={card.y + 92} width="96" height="16" rx="6" fill="#ccfbf1" />
          </g>
        ))}
      </svg>
    </Figure>
  );
}
