// Answers as the console's /readyz does, so the bench times every target's start the same way.
export const loader = () => Response.json({ status: 'ready' })
