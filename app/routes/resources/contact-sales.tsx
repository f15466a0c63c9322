// Stub created during session setup; the owning helper replaces it.
export default function Stub() {
	return null
}
