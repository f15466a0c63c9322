// English texts: ru, ar, el and ja use the English defaults (spec 1 §9).
export { default } from '../en/licensing.ts'
