/**
 * An accessible modal dialog on the native <dialog> and showModal(): the page
 * behind is inert and the dialog sits in the top layer. Labelled, focus moves in
 * and Tab wraps inside, Escape (the dialog's cancel) and a backdrop click close
 * it, focus returns to the opener, the page behind does not scroll. Render it
 * only while open. The server renders it open (not modal) so a page without
 * JavaScript still shows it.
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
  const dialogRef = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  useFocusTrap({
    active: true,
    containerRef: dialogRef,
    onEscape: () => onCloseRef.current(),
    initialFocusRef,
    nativeEscape: true,
    onOpen: () => {
      const dialog = dialogRef.current;
      if (!dialog) return () => {};
      if (!dialog.matches(":modal")) {
        // Rendered open (for pages without JavaScript): reopen it as a modal.
        if (dialog.open) dialog.close();
        dialog.showModal();
      }
      const onCancel = (event: Event) => {
        event.preventDefault();
        onCloseRef.current();
      };
      // The browser may close it anyway (a repeated Escape with no user action between): close here too.
      // The close event queued by the reopening above finds the dialog open again and is ignored.
      const onNativeClose = () => {
        if (!dialog.open) onCloseRef.current();
      };
      dialog.addEventListener("cancel", onCancel);
      dialog.addEventListener("close", onNativeClose);
      return () => {
        dialog.removeEventListener("cancel", onCancel);
        dialog.removeEventListener("close", onNativeClose);
        if (dialog.open) dialog.close();
      };
    },
  });

  return (
    // The <dialog> box covers the viewport and is the visible backdrop: a click on it (not on the panel) closes.
    // A pointer shortcut only: Escape and the close buttons are the keyboard's ways out.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      open
      className="modal-backdrop"
      aria-modal="true"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      tabIndex={-1}
      data-testid={testId ? `${testId}-backdrop` : undefined}
      onMouseDown={(event) => {
        if (event.target !== event.currentTarget) return;
        // Keep the browser from moving focus to <body>: focus goes back to the opener.
        event.preventDefault();
        onCloseRef.current();
      }}
    >
      <div className={className ? `modal ${className}` : "modal"} data-testid={testId}>
        {children}
      </div>
    </dialog>
  );
}
