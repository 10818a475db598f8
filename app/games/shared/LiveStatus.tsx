/**
 * A polite live region for a game's state (score, lives, win/loss): screen
 * readers announce each new message once, without taking the focus.
 */
export function LiveStatus({ message }: { message: string }) {
  return (
    <p className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {message}
    </p>
  );
}
