import type { ReactNode } from 'react';

/** A table that scrolls sideways on a narrow screen rather than squeezing its columns. */
export function ToolsTable({
  caption,
  head,
  children,
}: {
  caption: string;
  head: readonly ReactNode[];
  children: ReactNode;
}) {
  return (
    <div className="wallet-tools__table-wrap" tabIndex={0} role="region" aria-label={caption}>
      <table className="wallet-tools__table">
        <caption className="wallet-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {head.map((cell, index) => (
              <th key={index} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        {children}
      </table>
    </div>
  );
}
