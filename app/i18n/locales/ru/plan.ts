// ru, ar, el and ja use the English texts (spec 1 §9).
export { default } from '../en/plan.ts'
