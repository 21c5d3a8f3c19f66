// A dialog over the screen: focus moves into it, Esc closes it.
import { useEffect, useRef, type ReactNode } from 'react';

export function Modal({ label, testId, onClose, children }: { label: string; testId: string; onClose(): void; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    box.current?.querySelector<HTMLElement>('input, select, button')?.focus();
    const key = (e: KeyboardEvent) => e.key === 'Escape' && close.current();
    window.addEventListener('keydown', key);
    return () => window.removeEventListener('keydown', key);
  }, []);
  return (
    <div className="modal-backdrop">
      <div ref={box} className="card modal director-modal" role="dialog" aria-modal="true" aria-label={label} data-testid={testId}>
        {children}
      </div>
    </div>
  );
}
