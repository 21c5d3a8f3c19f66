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

/** The name a new game or tournament gets: required, at most 200 characters, the field focused first. */
export function NameField(props: {
  label: string;
  value: string;
  onChange(name: string): void;
  testId: string;
  placeholder: string;
  /** Marked invalid for screen readers (left unmarked where the form has no refusal to point at). */
  invalid?: boolean;
  /** A refusal shown under the field. */
  children?: ReactNode;
}) {
  return (
    <label>
      {props.label}
      <input
        autoFocus
        required
        maxLength={200}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        data-testid={props.testId}
        placeholder={props.placeholder}
        aria-invalid={props.invalid}
      />
      {props.children}
    </label>
  );
}

/** A form's foot: Cancel, and the primary button that submits it (a hint may come first). */
export function FormActions(props: { hint?: ReactNode; cancel: string; onCancel(): void; submit: string; testId?: string; disabled: boolean }) {
  return (
    <div className="actions">
      {props.hint}
      <button type="button" onClick={props.onCancel}>
        {props.cancel}
      </button>
      <button type="submit" className="primary" data-testid={props.testId} disabled={props.disabled}>
        {props.submit}
      </button>
    </div>
  );
}
