// Days to complete is the shared assignment form's field (app/components/assignment-form/), also drawn
// by the customers settings.
export { DaysToCompleteFields } from '#app/components/assignment-form/days-to-complete-fields.tsx'
