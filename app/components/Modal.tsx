/**
 * An accessible modal dialog: labelled, focus moves in and is trapped, Escape
 * and a backdrop click close it, focus returns to the opener, the page behind
 * does not scroll. Render it only while open.
 */
import { useRef, type ReactNode } from "react";
import { useFocusTrap } from "./use-focus-trap";

export interface ModalProps {
  onClose: () => void;
  /** id of the element holding the dialog's title. */
  labelledBy: string;
  describedBy?: string;
  className?: string;
  /** Element to focus first (defaults to the first focusable element in the dialog). */
  initialFocusRef?: React.RefObject<HTMLElement>;
  children: ReactNode;
  testId?: string;
}

export function Modal({ onClose, labelledBy, describedBy, className, initialFocusRef, children, testId }: ModalProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  useFocusTrap({ active: true, containerRef: dialogRef, onEscape: () => onCloseRef.current(), initialFocusRef });

  return (
    <div
      className="modal-backdrop"
      role="presentation"
      data-testid={testId ? `${testId}-backdrop` : undefined}
      onMouseDown={(event) => {
        if (event.target !== event.currentTarget) return;
        // Keep the browser from moving focus to <body>: focus goes back to the opener.
        event.preventDefault();
        onCloseRef.current();
      }}
    >
      <div
        ref={dialogRef}
        className={className ? `modal ${className}` : "modal"}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
        data-testid={testId}
      >
        {children}
      </div>
    </div>
  );
}
