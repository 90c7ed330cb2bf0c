import { type ReactNode, useId, useRef } from 'react';

/**
 * A destructive action behind a confirmation: the native modal <dialog> traps focus, closes on
 * Escape and returns focus to the button, so the keyboard path needs nothing of ours.
 */
export function ConfirmButton({
  label,
  title,
  children,
  confirmLabel,
  onConfirm,
  disabled,
}: {
  label: string;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  disabled?: boolean;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  return (
    <>
      <button type="button" className="button danger" disabled={disabled} onClick={() => dialog.current?.showModal()}>
        {label}
      </button>
      <dialog ref={dialog} aria-labelledby={titleId} className="dialog">
        <form method="dialog">
          <h2 id={titleId}>{title}</h2>
          <div>{children}</div>
          <div className="actions">
            <button type="submit" className="button" value="cancel">
              Cancel
            </button>
            <button type="submit" className="button danger" value="confirm" onClick={onConfirm}>
              {confirmLabel}
            </button>
          </div>
        </form>
      </dialog>
    </>
  );
}
