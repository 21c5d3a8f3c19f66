// A form in a card (New game, New tournament, a tournament's players and scoring): Enter or the
// submit button runs `onSubmit`, Esc cancels (where the form can be cancelled), the title heads it.
import type { ReactNode } from 'react';

interface Props {
  className: string;
  testId?: string;
  title: string;
  onSubmit(): void;
  onCancel?(): void;
  children: ReactNode;
}

export function FormCard({ className, testId, title, onSubmit, onCancel, children }: Props) {
  return (
    <form
      className={`card ${className}`}
      data-testid={testId}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
      onKeyDown={(e) => e.key === 'Escape' && onCancel?.()}
    >
      <h2>{title}</h2>
      {children}
    </form>
  );
}
