import { HelpOnward } from './help-onward';

export function ServerErrorContent({ onRetry }: { onRetry?: () => void }) {
  return (
    <HelpOnward heading="Something went wrong on our side">
      <p>Sorry: this page failed to load. It is not something you did. Please try again in a moment.</p>
      {onRetry ? (
        <p>
          <button type="button" onClick={onRetry} className="link font-semibold">
            Try again
          </button>
        </p>
      ) : null}
    </HelpOnward>
  );
}
