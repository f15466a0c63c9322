import { useLoaderData } from 'react-router'

/** A little data, as a loader that reads a short list would return it. */
export function loader() {
	return {
		title: 'Team',
		people: Array.from({ length: 25 }, (_, i) => ({
			id: `usr_${i + 1}`,
			name: `Person ${i + 1}`,
			email: `person${i + 1}@example.test`,
			role: i % 4 === 0 ? 'admin' : 'user',
		})),
	}
}

export function meta() {
	return [{ title: 'Team' }]
}

export default function Home() {
	const { title, people } = useLoaderData<typeof loader>()
	return (
		<main>
			<h1>{title}</h1>
			<p>{people.length} people</p>
			<table>
				<thead>
					<tr>
						<th scope="col">Name</th>
						<th scope="col">Email</th>
						<th scope="col">Role</th>
					</tr>
				</thead>
				<tbody>
					{people.map((person) => (
						<tr key={person.id}>
							<td>{person.name}</td>
							<td>{person.email}</td>
							<td>{person.role}</td>
						</tr>
					))}
				</tbody>
			</table>
		</main>
	)
}
