import { create } from 'qrcode';
import { useMemo } from 'react';

/** Quiet zone around the code, in modules (ISO/IEC 18004 asks for four). */
const QUIET_ZONE = 4;

/**
 * A QR code drawn as one SVG path from the module matrix of the `qrcode` library: no HTML string is injected
 * (the portal's CSP enforces Trusted Types), and it scales without blurring.
 */
export function QrCode({ value, label, size = 192 }: { value: string; label: string; size?: number }) {
  const { path, dimension } = useMemo(() => {
    const { modules } = create(value, { errorCorrectionLevel: 'M' });
    const commands: string[] = [];
    for (let row = 0; row < modules.size; row += 1) {
      for (let column = 0; column < modules.size; column += 1) {
        if (modules.get(row, column)) commands.push(`M${column + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`);
      }
    }
    return { path: commands.join(''), dimension: modules.size + QUIET_ZONE * 2 };
  }, [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${dimension} ${dimension}`}
      shapeRendering="crispEdges"
      className="wallet-settings__qr"
    >
      <rect width={dimension} height={dimension} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
