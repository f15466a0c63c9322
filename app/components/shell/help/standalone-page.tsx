/**
 * The page a help form lands on when it was posted without JavaScript and
 * failed: the same drawer, open, with the messages and everything typed (the
 * action's reply), over an empty page. Close and Cancel lead back to the page
 * it was opened on. Rendering here keeps the typed text out of cookies and
 * server stores: the reply is this response.
 */
export function StandalonePage({ children }: { children: React.ReactNode }) {
	return (
		<main id="main" className="min-h-screen bg-muted" data-testid="help-standalone">
			{children}
		</main>
	)
}
