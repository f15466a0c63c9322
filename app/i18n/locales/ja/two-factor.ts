// English until translated (ru, ar, el and ja keep English by spec 1 §9).
export { default } from '../en/two-factor.ts'
