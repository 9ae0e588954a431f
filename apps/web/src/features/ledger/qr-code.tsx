import { encode } from 'uqr';

/**
 * A QR code drawn as one SVG path of its dark modules (uqr encodes; docs/decisions/027), crisp at any size and
 * readable by a bank app from a phone's screen: medium error correction, a quiet zone of four modules.
 */
export function QrCode({ text, label, className }: { text: string; label: string; className?: string }) {
  const qr = encode(text, { ecc: 'M', border: 4 });
  let path = '';
  qr.data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    });
  });
  return (
    <svg
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      className={className}
      data-testid="qr-code"
    >
      <rect width={qr.size} height={qr.size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
