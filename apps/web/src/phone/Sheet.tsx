import type { ReactNode } from 'react';

/** A panel over the tab, from the bottom, where a thumb reaches; a tap above it closes it. */
export function Sheet({
  label,
  onClose,
  children,
}: {
  label: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <div className="sheet-backdrop">
      <button type="button" className="sheet-dismiss" aria-label="Close" tabIndex={-1} onClick={onClose} />
      <section className="sheet" role="dialog" aria-modal="true" aria-label={label}>
        {children}
      </section>
    </div>
  );
}
