// Spanish (Spain) reads the phishing exercise's templates in the same words as Latin American Spanish.
export { default } from '../es/phishing-exercise-templates.ts'
