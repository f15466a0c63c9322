import { BUILD_TIMESTAMP } from '#app/components/shell/help/build-info.ts'

/**
 * The build the server runs, polled by the new-version banner (spec 3: "a
 * build-timestamp file polled every 60 seconds"). Public on purpose, like the
 * static file it stands for: the value is in every page's JavaScript already,
 * and a session check would cost two gateway reads per open tab per minute.
 */
export function loader() {
	return Response.json(
		{ buildTimestamp: BUILD_TIMESTAMP },
		{ headers: { 'Cache-Control': 'no-store' } },
	)
}
