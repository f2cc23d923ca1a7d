/*
 * The field people never see, in every plain form the site posts: a bot that fills every input
 * fills it, and the server refuses the post (each form's schema has `website`, bounded to empty).
 * Hidden from sight and from screen readers, and out of the tab order.
 */
export function Honeypot() {
  return (
    <div className="hidden" aria-hidden="true">
      <label>
        Leave this empty
        <input name="website" tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  );
}
